import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { fieldProps } from './use-schema-form.ts';
import { fieldSlotRecipe } from '#chakra-theme/recipes/field';
import { inputRecipe } from '#chakra-theme/recipes/input';
import { textareaRecipe } from '#chakra-theme/recipes/textarea';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';

// Forms' fields come with the forms: their recipes with them.
addSiteRecipes({
  recipes: { input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: { field: fieldSlotRecipe },
});

/** A labelled field: its control, a helper line and its error message under it. */
export function FormField(props: {
  label: ReactNode;
  error?: string | undefined;
  /** Marked invalid without a message under it (the form says why in a toast). */
  invalid?: boolean;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={props.invalid ?? Boolean(props.error)} required={props.required}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.children}
      {/* A helper may quote what was typed (a slug's address): a long word wraps inside. */}
      {props.helper && <Field.HelperText overflowWrap="anywhere">{props.helper}</Field.HelperText>}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A text input (or a textarea, with `rows`) of a schema form, in its labelled field. Its error
 * shows under it unless `hideError` (forms that answer with a toast instead).
 */
export function TextInput<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  minLength?: number;
  required?: boolean;
  rows?: number;
  helper?: ReactNode;
  hideError?: boolean;
  children?: ReactNode;
}) {
  const { form, name } = props;
  const message = form.formState.errors[name]?.message;
  const error = typeof message === 'string' && !props.hideError ? message : undefined;
  const input = fieldProps(form, name);
  return (
    <FormField
      label={props.label}
      error={error}
      invalid={typeof message === 'string'}
      helper={props.helper}
      required={props.required}
    >
      {props.rows ? (
        <Textarea rows={props.rows} {...input} />
      ) : (
        <Input
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          minLength={props.minLength}
          {...input}
        />
      )}
      {props.children}
    </FormField>
  );
}

/**
 * The e-mail field of a schema form with an `email` value: labelled Email, required, typed and
 * filled in by the browser as an address. Its error shows under it unless `hideError`.
 */
export function EmailInput<T extends FieldValues & { email: string }>(props: {
  form: UseFormReturn<T>;
  hideError?: boolean;
}) {
  return (
    <TextInput
      form={props.form}
      name={'email' as Path<T>}
      label="Email"
      type="email"
      autoComplete="email"
      required
      hideError={props.hideError ?? false}
    />
  );
}

/**
 * A select of a schema form, in its labelled field: `options` as value and label, `onChange`
 * run after the form has the new value. (Its recipe comes with the CMS's system.)
 */
export function SelectInput<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly (readonly [string, string])[];
  onChange?: RegisterOptions<T, Path<T>>['onChange'];
}) {
  return (
    <FormField label={props.label}>
      <NativeSelect.Root>
        <NativeSelect.Field {...props.form.register(props.name, { onChange: props.onChange })}>
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
