import { Button, Field, HStack, Input } from '@chakra-ui/react';

/**
 * A labelled input with its button beside it (the URL and the Unsplash tabs). Enter runs the
 * button's action and does no more: the essay form around it is not submitted.
 */
export function InputWithAction(props: {
  label: string;
  type: 'url' | 'search';
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  actionLabel: string;
  onAction: () => void;
  busy?: boolean;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <HStack width="full" gap="2">
        <Input
          type={props.type}
          value={props.value}
          placeholder={props.placeholder}
          onChange={(event) => props.onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            props.onAction();
          }}
        />
        <Button variant="outline" onClick={props.onAction} loading={props.busy}>
          {props.actionLabel}
        </Button>
      </HStack>
    </Field.Root>
  );
}
