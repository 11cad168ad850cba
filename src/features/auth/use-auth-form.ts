import { useState, type Dispatch, type SetStateAction } from 'react';
import { errorNotice, type Notice } from '../../ui/notice-alert.tsx';

/** What the two tabs share, so switching tab keeps what was typed. */
export interface AuthFields {
  name: string;
  email: string;
  password: string;
}
export type AuthField = keyof AuthFields;
export type FieldErrors = Partial<Record<AuthField, string>>;

export const EMPTY_FIELDS: AuthFields = { name: '', email: '', password: '' };

const REQUIRED: Record<AuthField, string> = {
  name: 'Name is required',
  email: 'Email is required',
  password: 'Password is required',
};

/** 'X is required' for each of `fields` left empty (name and e-mail are trimmed first). */
export function requiredErrors(values: AuthFields, fields: AuthField[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = field === 'password' ? values.password : values[field].trim();
    if (!value) errors[field] = REQUIRED[field];
  }
  return errors;
}

/**
 * Field errors, the form's notice and which action is running, for the sign-in and sign-up
 * forms. Editing a field clears its error; a failed call keeps what was typed.
 */
export function useAuthForm<Action extends string>(
  setValues: Dispatch<SetStateAction<AuthFields>>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);

  const edit = (field: AuthField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Shows `found` (focusing the first field with an error); true when there was any. */
  const reject = (form: HTMLFormElement | null, found: FieldErrors): boolean => {
    setErrors(found);
    const first = (Object.keys(EMPTY_FIELDS) as AuthField[]).find((f) => found[f]);
    if (!first) return false;
    setNotice(null);
    const input = form?.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
    return true;
  };

  /** Runs a backend call as `action`; its answer (or failure) becomes the form's notice. */
  const run = async (action: Action, call: () => Promise<Notice | null>) => {
    setBusy(action);
    setNotice(null);
    try {
      setNotice(await call());
    } catch (error) {
      setNotice(errorNotice(error));
    } finally {
      setBusy(null);
    }
  };

  return { errors, notice, setNotice, busy, edit, reject, run };
}
