import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer, type StaticServer } from './static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: StaticServer | undefined;

/**
 * Serves the production build (dist/) on a free localhost port for the browser tests, as
 * Hosting would (firebase.json's headers and rewrites; the demo build's pages prerendered), so
 * every journey runs under the site's real Content-Security-Policy.
 */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '../../..');
  if (!existsSync(resolve(root, 'dist/shell.html'))) {
    throw new Error('dist/ is missing: run `npm run build` (or `npm run test:e2e`, which builds).');
  }
  server = await startStaticServer(resolve(root, 'dist'));
  project.provide('baseURL', server.url('/').replace(/\/$/, ''));
}

/** Stops the server. */
export async function teardown(): Promise<void> {
  await server?.close();
}
