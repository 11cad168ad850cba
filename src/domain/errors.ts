/** Error codes shared by both backends; the names follow Firebase's (FirestoreError, HttpsError). */
export type BackendErrorCode =
  | 'unavailable'
  | 'invalid-argument'
  | 'resource-exhausted'
  | 'permission-denied'
  | 'unauthenticated'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  /** Someone else saved the document since this caller read it (a version check failed). */
  | 'aborted'
  | 'internal';

/** What every Backend call rejects with: a code the UI can branch on and a message it may show. */
export class BackendError extends Error {
  readonly code: BackendErrorCode;
  /** Field-level messages from server-side validation, keyed by field name. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(code: BackendErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
    this.fields = fields;
  }
}

/** True when `error` is a BackendError, optionally of the given code. */
export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}
