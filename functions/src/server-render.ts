import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as JsdomModule from 'jsdom';
import type { ContentApi } from '../../src/domain/content-api.ts';

// Everything here is loaded on renderPage's first request, never at the module's top: the
// functions share one bundle (lib/index.js), and the others must not pay for React, the app's
// server build or jsdom when they start (functions/src/bundle-loading.test.ts holds it so).

/** An answer of the app's server (src/server/render-page.tsx's PageResponse). */
export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the app's server build exports (src/server/index.ts) that the function uses. */
export interface ServerEntry {
  respond(
    url: URL,
    context: { client: ClientBuild; backend: unknown; sanitize: (html: string) => string },
  ): Promise<PageResponse>;
  createServerBackend(content?: ContentApi): unknown;
  serverSanitizer(window: unknown): (html: string) => string;
}

/** The browser build a page is rendered for: its shell and Vite's manifest. */
export interface ClientBuild {
  shell: string;
  manifest: unknown;
}

/** The app's server: answers the page at `url` from the published reads given. */
export type AppServer = (url: URL, content: ContentApi) => Promise<PageResponse>;

/** Where the function's copy of the app's server build is (functions/build.mjs puts it there). */
const BUNDLED = fileURLToPath(new URL('./ssr/', import.meta.url));

/**
 * The folder of the server build this function renders with (its entry, the browser build's
 * shell and manifest: build/server-build.ts writes it beside the browser build): its copy
 * in lib/ssr/, or EDGE_SERVER_BUILD's (the emulator runs of `npm run serve:hosting` and the test
 * suites, each with its own build).
 */
export function serverBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.EDGE_SERVER_BUILD || BUNDLED;
}

/**
 * The app's sanitiser over jsdom's DOM, made when a page first needs it: the home and category
 * pages carry no rich text, so an instance that renders only them never loads jsdom (a second of
 * CPU). Synchronous, as a render calls it: jsdom is a CommonJS package.
 */
function sanitizerOnDemand(entry: ServerEntry): (html: string) => string {
  let sanitize: ((html: string) => string) | undefined;
  return (html) => {
    if (!sanitize) {
      const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof JsdomModule;
      sanitize = entry.serverSanitizer(new JSDOM('').window);
    }
    return sanitize(html);
  };
}

/**
 * The app's server made of its entry and the build it renders for; the sanitiser is jsdom's,
 * made on first use (`sanitizerOnDemand`), or over `window` when one is given. One per
 * instance (the app's server remembers the texts it cleans: src/server/rich-html.ts).
 */
export function serverOf(entry: ServerEntry, client: ClientBuild, window?: unknown): AppServer {
  const sanitize = window ? entry.serverSanitizer(window) : sanitizerOnDemand(entry);
  return (url, content) =>
    entry.respond(url, { client, backend: entry.createServerBackend(content), sanitize });
}

let server: Promise<AppServer> | undefined;

/**
 * The app's server, loaded once per instance on the first request (its module, the shell and
 * manifest; jsdom when a page first needs it). Rejects when the app is not built (deploy
 * builds it first: `npm run deploy`); the next request then tries again.
 */
export function appServer(env: NodeJS.ProcessEnv = process.env): Promise<AppServer> {
  server ??= (async (): Promise<AppServer> => {
    const dir = serverBuildDir(env);
    const entryFile = join(dir, 'index.js');
    if (!existsSync(entryFile)) {
      throw new Error(`The app's server build is missing (${entryFile}): build the app first`);
    }
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const client = {
      shell: readFileSync(join(dir, 'shell.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as unknown,
    };
    return serverOf(entry, client);
  })().catch((error: unknown) => {
    server = undefined;
    throw error;
  });
  return server;
}
