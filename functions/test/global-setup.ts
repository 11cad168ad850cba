import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { createRequire } from 'node:module';
import type * as FirestoreEmulator from '@firestore-emulator/server';
import type { TestProject } from 'vitest/node';

// The package's ES build imports its protobuf modules without file extensions, which Node's ESM
// loader refuses; its CommonJS build loads fine.
const { FirestoreServer } = createRequire(import.meta.url)(
  '@firestore-emulator/server',
) as typeof FirestoreEmulator;

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Node Firestore emulator. */
    firestoreEmulatorHost: string;
    /** POST here to wipe the Firestore emulator (it has no REST endpoint of its own). */
    firestoreResetUrl: string;
  }
}

/** Starts the Node Firestore emulator for the run; fails fast unless the Auth emulator answers. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run these tests with `npm run test -w functions`, ' +
        'which starts the Auth emulator through `firebase emulators:exec`.',
    );
  }
  await fetch(`http://${authHost}/`, { signal: AbortSignal.timeout(3000) }).catch(() => {
    throw new Error(
      `The Auth emulator at ${authHost} does not answer: start it with \`npm run test -w functions\`.`,
    );
  });
  const firestore = new FirestoreServer();
  const port = await freePort();
  await firestore.start(port);
  // The emulator lives in this process and the tests in workers, so a tiny HTTP endpoint lets
  // them clear it, the way the official emulator's DELETE endpoint does.
  const control = createHttpServer((request, response) => {
    if (request.method === 'POST' && request.url === '/reset') {
      firestore.state.clear();
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
  const controlPort = await listen(control);
  project.provide('firestoreEmulatorHost', `127.0.0.1:${port}`);
  project.provide('firestoreResetUrl', `http://127.0.0.1:${controlPort}/reset`);
  return async () => {
    firestore.stop();
    await new Promise((resolve) => control.close(resolve));
  };
}

// FirestoreServer.start() does not report the port it bound, so pick a free one first.
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No free port found');
  return address.port;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Control server failed');
  return address.port;
}
