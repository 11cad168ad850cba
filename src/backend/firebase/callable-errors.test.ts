import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBackendError } from '../../domain/errors.ts';
import { toBackendError } from './errors.ts';

// The Functions SDK's own error for a callable whose request got no answer (fetch rejected):
// it reports it as 'internal' with the message 'internal', like a bare HTTP 500. Offline, the
// visitor must be told so, as Firestore's failures tell them (found by the Firebase browser
// suite: offline page views logged "BackendError: internal").

let app: FirebaseApp | undefined;

afterEach(async () => {
  vi.unstubAllGlobals();
  if (app) await deleteApp(app);
  app = undefined;
});

/** What the SDK throws calling a function on a port nothing listens on. */
async function unansweredCall(): Promise<unknown> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-edge-navigator' }, 'callable');
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', port);
  return httpsCallable(functions, 'recordEvent')({}).catch((error: unknown) => error);
}

describe('a callable that never reached a server', () => {
  it('reads as unavailable, with the offline message, while the browser is offline', async () => {
    const sdkError = await unansweredCall();
    vi.stubGlobal('navigator', { onLine: false });
    const error = toBackendError(sdkError);
    expect(isBackendError(error, 'unavailable')).toBe(true);
    expect(error.message).toBe('You appear to be offline. Please try again.');
  });

  it('stays internal while the browser says it is online (the server may have failed)', async () => {
    const sdkError = await unansweredCall();
    vi.stubGlobal('navigator', { onLine: true });
    expect(isBackendError(toBackendError(sdkError), 'internal')).toBe(true);
  });

  it("keeps a function's own failure, with its message, whatever the connection", () => {
    vi.stubGlobal('navigator', { onLine: false });
    const message = 'An unexpected error occurred. Please try again.';
    const error = toBackendError(new FirebaseError('functions/internal', message));
    expect(isBackendError(error, 'internal')).toBe(true);
    expect(error.message).toBe(message);
  });
});
