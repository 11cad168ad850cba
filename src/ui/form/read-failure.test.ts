import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors.ts';
import { failureNotice, readFailure } from './read-failure.ts';

const FIELDS = ['name', 'email'] as const;

afterEach(() => vi.unstubAllGlobals());

describe('readFailure', () => {
  it('reads a refusal of the form’s own fields as field messages', () => {
    const error = new BackendError('invalid-argument', 'Invalid email address', {
      email: 'Invalid email address',
      source: 'Invalid subscription source',
    });
    expect(readFailure(error, FIELDS)).toEqual({
      kind: 'invalid',
      fields: { email: 'Invalid email address' },
      message: 'Invalid email address',
    });
  });

  it('counts a refusal of fields the form does not have as a plain failure', () => {
    const error = new BackendError('invalid-argument', 'Bad source', { source: 'Bad source' });
    expect(readFailure(error, FIELDS)).toMatchObject({ kind: 'failed', fields: {} });
  });

  it('decides by the code, never by the message text', () => {
    const limited = new BackendError('resource-exhausted', 'Invalid email: try later');
    expect(readFailure(limited, FIELDS).kind).toBe('rate-limited');
    const refused = new BackendError('internal', 'Rate limit exceeded');
    expect(readFailure(refused, FIELDS)).toMatchObject({
      kind: 'failed',
      message: 'Rate limit exceeded',
    });
  });

  it('reads a lost connection, or a browser that says it is offline, as offline', () => {
    expect(readFailure(new BackendError('unavailable', 'x'), FIELDS).kind).toBe('offline');
    vi.stubGlobal('navigator', { onLine: false });
    expect(readFailure(new BackendError('internal', 'x'), FIELDS).kind).toBe('offline');
  });

  it('reads anything that is not a backend answer as unexpected', () => {
    expect(readFailure(new TypeError('x is undefined'), FIELDS)).toEqual({
      kind: 'unexpected',
      fields: {},
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('failureNotice', () => {
  it("shows the backend's message, and logs a bug instead of showing it", () => {
    const error = new BackendError('unauthenticated', 'Invalid email or password.');
    expect(failureNotice(readFailure(error, FIELDS), error)).toEqual({
      status: 'error',
      text: 'Invalid email or password.',
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError('x is undefined');
    expect(failureNotice(readFailure(bug, FIELDS), bug).text).toBe(
      'Something went wrong. Please try again.',
    );
    expect(log).toHaveBeenCalledWith('Unexpected failure', bug);
  });
});
