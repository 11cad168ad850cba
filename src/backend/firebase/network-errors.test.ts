import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBackendError } from '../../domain/errors.ts';
import type { FirebaseContext } from './app.ts';
import { EMULATOR_PORTS } from './config.ts';
import { createContentApi } from './content.ts';

// Firestore Lite's own errors, produced by its real REST client against a local port: a dead
// network must read as 'unavailable' (the offline message), a server failure must not.

let app: FirebaseApp | undefined;
let server: Server | undefined;

// Lite logs every failed RPC; the failures here are the point.
beforeEach(() => setLogLevel('silent'));

afterEach(async () => {
  setLogLevel('error');
  if (app) await deleteApp(app);
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  app = server = undefined;
});

function listen(handler?: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  return new Promise((resolve) =>
    server!.listen(0, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port)),
  );
}

/** A port nothing listens on: a connection there is refused, as with no network. */
async function closedPort(): Promise<number> {
  const port = await listen();
  await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
  return port;
}

function contentApiOn(port: number) {
  app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-edge-navigator' }, 'lite-test');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', port);
  return createContentApi({
    app,
    db,
    emulatorHost: '127.0.0.1',
    emulatorPorts: { ...EMULATOR_PORTS, firestore: port },
  } satisfies FirebaseContext);
}

describe('Firestore Lite failures through the adapter', () => {
  it('reports a request that never reached a server as unavailable, with the offline message', async () => {
    const content = contentApiOn(await closedPort());
    for (const read of [() => content.listEssays(), () => content.getEssayBySlug('x')]) {
      const error = await read().catch((e: unknown) => e);
      expect(isBackendError(error, 'unavailable')).toBe(true);
      expect((error as Error).message).toBe('You appear to be offline. Please try again.');
    }
  });

  it('keeps a server error (HTTP 500) an internal error, not a connection problem', async () => {
    const port = await listen((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 500, message: 'Backend exploded' } }));
    });
    const error = await contentApiOn(port)
      .listEssays()
      .catch((e: unknown) => e);
    expect(isBackendError(error, 'internal')).toBe(true);
    expect((error as Error).message).toContain('Backend exploded');
  });
});
