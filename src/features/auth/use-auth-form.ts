import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import {
  failureNotice,
  readFailure,
  showFieldErrors,
  useSchemaForm,
  type FormSchema,
  type FormValues,
  type Notice,
} from '../../ui/form';

/** What the two tabs share, so switching tab keeps what was typed. */
export interface AuthFields {
  name: string;
  email: string;
  password: string;
}
export type AuthField = keyof AuthFields;

export const EMPTY_FIELDS: AuthFields = { name: '', email: '', password: '' };

/**
 * A sign-in or sign-up form on its schema, starting from (and writing back to) the values the
 * tabs share, with the form's notice. `run` makes a backend call the form's: its answer becomes
 * the notice; a refusal of this form's fields shows under them, anything else in the notice.
 */
export function useAuthForm<S extends FormSchema>(
  schema: S,
  fields: readonly (AuthField & Path<FormValues<S>>)[],
  shared: { values: AuthFields; setValues: Dispatch<SetStateAction<AuthFields>> },
) {
  const { values, setValues } = shared;
  const [initial] = useState(() =>
    Object.fromEntries(fields.map((field) => [field, values[field]])),
  );
  const form = useSchemaForm(schema, initial as DefaultValues<FormValues<S>>);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    const { unsubscribe } = form.watch((typed) => setValues((v) => ({ ...v, ...typed })));
    return unsubscribe;
  }, [form, setValues]);

  const run = async (call: () => Promise<Notice | null>, fieldNames = fields) => {
    setNotice(null);
    try {
      setNotice(await call());
    } catch (error) {
      const failure = readFailure(error, fieldNames);
      if (failure.kind === 'invalid') showFieldErrors(form, failure.fields);
      else setNotice(failureNotice(failure, error));
    }
  };

  /** The form's submit: `onValid` once the schema passes; a refusal clears an old notice. */
  const submit = (onValid: (values: FormValues<S>) => Promise<void>) =>
    form.handleSubmit(onValid, () => setNotice(null));

  return { form: form as UseFormReturn<FormValues<S>>, notice, setNotice, run, submit };
}
