import { isBackendError } from '../../domain/errors.ts';
import type { Notice } from '../notice-alert.tsx';
import { isOffline } from '../use-online.ts';

/** What kind of failure a form shows; each form words it in its own texts. */
export type FailureKind =
  /** No connection: what was typed stays, send it again once online. */
  | 'offline'
  /** The server's per-IP limit ('resource-exhausted'). */
  | 'rate-limited'
  /** The server refused some fields ('invalid-argument' naming fields this form has). */
  | 'invalid'
  /** Any other answer of the backend (its message is in `message`). */
  | 'failed'
  /** Not a backend answer at all: a bug, logged. */
  | 'unexpected';

/** A failed submit, read once: field messages for the fields the form has, and its kind. */
export interface Failure<F extends string> {
  kind: FailureKind;
  /** The server's message per field, only for fields of this form. */
  fields: Partial<Record<F, string>>;
  /** The backend's own message; for anything else a generic one. */
  message: string;
}

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * The one mapping from a submit's failure to what a form shows: a `BackendError`'s code and
 * fields decide, never its message text. `fieldNames` are the form's own fields: a refusal of a
 * field the form does not show counts as 'failed'.
 */
export function readFailure<F extends string>(
  error: unknown,
  fieldNames: readonly F[],
): Failure<F> {
  const message = isBackendError(error) ? error.message : UNEXPECTED;
  if (isOffline() || isBackendError(error, 'unavailable')) {
    return { kind: 'offline', fields: {}, message };
  }
  if (!isBackendError(error)) return { kind: 'unexpected', fields: {}, message };
  if (error.code === 'resource-exhausted') {
    return { kind: 'rate-limited', fields: {}, message };
  }
  const fields: Partial<Record<F, string>> = {};
  if (error.code === 'invalid-argument') {
    for (const name of fieldNames) {
      const message = error.fields[name];
      if (message) fields[name] = message;
    }
  }
  const kind = Object.keys(fields).length > 0 ? 'invalid' : 'failed';
  return { kind, fields, message };
}

/** A failure as the form's alert (the backend's message; a bug is logged, never shown). */
export function failureNotice(failure: Failure<string>, error: unknown): Notice {
  if (failure.kind === 'unexpected') console.error('Unexpected failure', error);
  return { status: 'error', text: failure.message };
}
