import { isBackendError } from '../../../domain/errors.ts';
import { readFailure } from '../../../ui/form';

/**
 * The field messages a refused save carries for a form's own fields: invalid input (as
 * readFailure reads it) and a slug another piece holds ('already-exists', on its field).
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!isBackendError(error, 'already-exists')) return readFailure(error, fields).fields;
  const out: Partial<Record<F, string>> = {};
  for (const name of fields) {
    const message = error.fields[name];
    if (message) out[name] = message;
  }
  return out;
}
