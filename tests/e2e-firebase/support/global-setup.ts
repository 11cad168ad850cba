import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer, type StaticServer } from '../../e2e/support/static-server.ts';
import { EMULATOR_HOST, emulatorPorts, assertEmulatorsUp } from './emulators.ts';

let server: StaticServer | undefined;

/**
 * Serves the Firebase build (dist-e2e-firebase/) on a free port with firebase.json's headers,
 * its Content-Security-Policy widened only to the emulators' host, after checking that the
 * emulators answer (one clear line instead of every journey timing out).
 */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '../../../dist-e2e-firebase');
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(
      'dist-e2e-firebase/ is missing: run `npm run test:e2e-firebase`, which builds.',
    );
  }
  await assertEmulatorsUp(emulatorPorts());
  server = await startStaticServer(root, { emulatorHost: EMULATOR_HOST });
  project.provide('baseURL', server.url('/').replace(/\/$/, ''));
}

/** Stops the server. */
export async function teardown(): Promise<void> {
  await server?.close();
}
