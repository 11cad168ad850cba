import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer, type StaticServer } from '../../e2e/support/static-server.ts';
import { EMULATOR_HOST, PROJECT_ID, emulatorPorts, assertEmulatorsUp } from './emulators.ts';

let server: StaticServer | undefined;

/**
 * Serves the Firebase build (dist-e2e-firebase/) on a free port as Hosting does: its files with
 * firebase.json's headers (the Content-Security-Policy widened only to the emulators' host) and
 * its rewrites, the pages going to the renderPage function on the Functions emulator (which
 * renders with this build's server half: run-e2e-firebase.mjs gives it EDGE_SERVER_BUILD); after checking that
 * the emulators answer (one clear line instead of every journey timing out).
 */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '../../../dist-e2e-firebase');
  if (!existsSync(resolve(root, 'shell.html'))) {
    throw new Error(
      'dist-e2e-firebase/ is missing: run `npm run test:e2e-firebase`, which builds.',
    );
  }
  const ports = emulatorPorts();
  await assertEmulatorsUp(ports);
  server = await startStaticServer(root, {
    emulatorHost: EMULATOR_HOST,
    renderer: `http://${EMULATOR_HOST}:${ports.functions}/${PROJECT_ID}/us-central1/renderPage`,
  });
  project.provide('baseURL', server.url('/').replace(/\/$/, ''));
}

/** Stops the server. */
export async function teardown(): Promise<void> {
  await server?.close();
}
