import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: PreviewServer | undefined;

/** Serves the production build (dist/) on a free localhost port for the browser tests. */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '../../..');
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` (or `npm run test:e2e`, which builds).');
  }
  server = await preview({
    root,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}`);
}

/** Stops the preview server. */
export async function teardown(): Promise<void> {
  await server?.close();
}
