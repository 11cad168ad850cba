import { FirebaseError } from 'firebase/app';
import { BackendError, type BackendErrorCode } from '../../domain/errors.ts';

const FIRESTORE_CODES: Record<string, BackendErrorCode> = {
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'invalid-argument': 'invalid-argument',
  'resource-exhausted': 'resource-exhausted',
  'permission-denied': 'permission-denied',
  unauthenticated: 'unauthenticated',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'failed-precondition': 'failed-precondition',
  aborted: 'aborted',
};

const OFFLINE = 'You appear to be offline. Please try again.';
const UNSENDABLE_EMAIL =
  'This site is not set up to send account e-mails yet. Please try again later.';

/**
 * Firestore Lite's report of a request that got no HTTP answer at all (fetch rejected: no
 * network, DNS, refused connection): code 'unknown' and no status text. A server's own failure
 * (HTTP 500 is also 'unknown') carries the server's message instead.
 */
function isLiteNetworkFailure(error: FirebaseError): boolean {
  return error.code === 'unknown' && error.message === 'Request failed with error: undefined';
}

/**
 * The Functions SDK's report of a callable that got no answer (fetch rejected): 'internal' with
 * the bare message 'internal', which is also what a body-less HTTP 500 gives; our functions
 * always send their own message. Read as offline only when the browser says it is, so a server
 * failure while online is never passed off as a connection problem.
 */
function isCallableNetworkFailure(error: FirebaseError): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline && error.code === 'functions/internal' && error.message === 'internal';
}

/** When an action needs the signed-in user and there is none (the demo says the same). */
export const SIGNED_OUT = 'Please sign in again to continue.';

// Firebase Auth codes, with the same friendly messages the demo backend gives, and the form
// field a message belongs to where the demo names one (the contract suite holds them equal).
const AUTH_CODES: Record<string, [BackendErrorCode, string, field?: string]> = {
  'auth/invalid-credential': ['unauthenticated', 'Invalid email or password.'],
  'auth/wrong-password': ['unauthenticated', 'Invalid email or password.'],
  'auth/user-not-found': ['unauthenticated', 'Invalid email or password.'],
  'auth/invalid-login-credentials': ['unauthenticated', 'Invalid email or password.'],
  'auth/email-already-in-use': ['already-exists', 'An account with this email already exists.'],
  'auth/weak-password': [
    'invalid-argument',
    'Password should be at least 6 characters.',
    'password',
  ],
  'auth/invalid-email': ['invalid-argument', 'Invalid email address.', 'email'],
  'auth/missing-password': ['invalid-argument', 'Please enter your password.'],
  'auth/too-many-requests': [
    'resource-exhausted',
    'Too many attempts. Please wait a moment and try again.',
  ],
  'auth/network-request-failed': ['unavailable', OFFLINE],
  'auth/user-disabled': ['permission-denied', 'This account has been disabled.'],
  'auth/user-token-expired': ['unauthenticated', SIGNED_OUT],
  // The site's domain is not among Auth's authorised domains (README, Deploy). The adapter
  // then sends without a continue URL (continue-url.ts); these show only if Auth refuses that too.
  'auth/unauthorized-continue-uri': ['failed-precondition', UNSENDABLE_EMAIL],
  'auth/invalid-continue-uri': ['failed-precondition', UNSENDABLE_EMAIL],
  'auth/missing-continue-uri': ['failed-precondition', UNSENDABLE_EMAIL],
};

/** Translates anything the Firebase SDK throws into a BackendError. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  if (error instanceof FirebaseError) {
    const auth = AUTH_CODES[error.code];
    if (auth) {
      const [code, message, field] = auth;
      return new BackendError(code, message, field ? { [field]: message } : {});
    }
    if (isLiteNetworkFailure(error) || isCallableNetworkFailure(error)) {
      return new BackendError('unavailable', OFFLINE);
    }
    // Callable errors arrive as 'functions/<code>' with the server's message and details.
    const code = error.code.replace(/^(functions|firestore)\//, '');
    const mapped = FIRESTORE_CODES[code] ?? 'internal';
    const details = (error as FirebaseError & { details?: unknown }).details;
    const fields =
      details && typeof details === 'object' && 'fields' in details
        ? (details.fields as Record<string, string>)
        : {};
    return new BackendError(mapped, error.message, fields);
  }
  if (error instanceof TypeError) {
    // fetch() rejects with a TypeError when there is no network.
    return new BackendError('unavailable', OFFLINE);
  }
  return new BackendError('internal', error instanceof Error ? error.message : String(error));
}

/** Runs `call`, rethrowing its failures as BackendError. */
export async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toBackendError(error);
  }
}
