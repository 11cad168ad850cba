import { Field, Input, Textarea } from '@chakra-ui/react';

/** A labelled text input (or textarea, with `rows`) with its error message under it. */
export function TextField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  minLength?: number;
  required?: boolean;
  error?: string | undefined;
  rows?: number;
}) {
  const common = {
    name: props.name,
    value: props.value,
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value),
  };
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.rows ? (
        <Textarea rows={props.rows} {...common} />
      ) : (
        <Input
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          minLength={props.minLength}
          {...common}
        />
      )}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
