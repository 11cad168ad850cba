import '../../domain/zod-jitless.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType, input } from 'zod/v4/core';

/** A zod schema (classic or mini) whose input is a form's values. */
export type FormSchema = $ZodType<unknown, FieldValues>;

/** A form's values: what its schema takes in. */
export type FormValues<S extends FormSchema> = input<S> & FieldValues;

/**
 * A react-hook-form form checked by `schema` on submit. The submit handler receives the values
 * as typed (the schema only checks them; each form sends what the backend expects), the first
 * invalid field gets the focus, and what was typed stays after a failure.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<FormValues<S>>,
): UseFormReturn<FormValues<S>> {
  // zodResolver's overloads cannot be resolved for a generic schema; with `raw` it hands the
  // submit handler the values as typed, which is FormValues<S>.
  const resolver = zodResolver(schema as never, undefined, { raw: true }) as Resolver<
    FormValues<S>
  >;
  return useForm<FormValues<S>>({
    resolver,
    defaultValues,
    // Checked on submit only; a field's error clears as soon as it is edited (fieldProps).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
}

/** A field's input props: registered with the form, its error cleared on every edit. */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
): UseFormRegisterReturn<Path<T>> {
  return form.register(name, { onChange: () => form.clearErrors(name) });
}

/** Shows the server's field messages under their fields, focusing the first. */
export function showFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: Readonly<Partial<Record<string, string>>>,
): void {
  let first = true;
  for (const [name, message] of Object.entries(fields)) {
    if (!message) continue;
    // The names come from readFailure, which keeps only this form's fields.
    form.setError(name as Path<T>, { message }, { shouldFocus: first });
    first = false;
  }
}
