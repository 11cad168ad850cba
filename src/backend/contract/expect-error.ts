import { vi } from 'vitest';
import { isBackendError, type BackendError } from '../../domain/errors.ts';
import type { AuthUser } from '../../domain/types.ts';
import type { Backend, SignUpResult } from '../backend.ts';

/** The BackendError a call rejected with (fails the test when it resolved or threw another). */
export async function rejection(call: Promise<unknown>): Promise<BackendError> {
  const outcome: unknown = await call.then(
    (value) => new Error(`expected a BackendError, resolved with ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
  if (!isBackendError(outcome))
    throw outcome instanceof Error ? outcome : new Error(String(outcome));
  return outcome;
}

/** The account a sign-up created (fails the test when it sent a reset link instead). */
export async function createdUser(signUp: Promise<SignUpResult>): Promise<AuthUser> {
  const result = await signUp;
  if (result.status !== 'created') throw new Error(`sign-up sent a reset link to ${result.email}`);
  return result.user;
}

/** What the contract compares of an error: its code, message and field messages. */
export async function failure(call: Promise<unknown>) {
  const { code, message, fields } = await rejection(call);
  return { code, message, fields: { ...fields } };
}

/** Every auth state a client reports, and a wait for the next one that matches. */
export function watchAuth(backend: Backend) {
  const states: (AuthUser | null)[] = [];
  const stop = backend.auth.onAuthStateChanged((user) => states.push(user));
  const until = (predicate: (user: AuthUser | null) => boolean) =>
    vi.waitFor(
      () => {
        const found = states.findLast(predicate);
        if (found === undefined) throw new Error('no matching auth state yet');
        return found;
      },
      { timeout: 10_000, interval: 20 },
    );
  return { states, stop, until };
}
