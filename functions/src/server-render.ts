import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

/** An answer of the app's server (src/server/render-page.tsx's PageResponse). */
export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the app's server build exports (src/server/index.ts) that the function uses. */
interface ServerEntry {
  respond(
    url: URL,
    context: { client: unknown; backend: unknown; sanitize: (html: string) => string },
  ): Promise<PageResponse>;
  createServerBackend(): unknown;
  serverSanitizer(window: unknown): (html: string) => string;
}

/** Where the function's copy of the app's server build is (functions/build.mjs puts it there). */
const BUNDLED = fileURLToPath(new URL('./ssr/', import.meta.url));

/**
 * The app's build this function renders for: its copy in lib/ssr/ (server entry, shell and
 * manifest), or, when EDGE_CLIENT_DIST names a browser build (the emulator runs of
 * `npm run serve:hosting` and the test suites, each with its own build), that build's own.
 */
function buildFiles(env: NodeJS.ProcessEnv) {
  const dist = env.EDGE_CLIENT_DIST;
  return dist
    ? {
        entry: join(dist, '.server/index.js'),
        shell: join(dist, 'shell.html'),
        manifest: join(dist, '.vite/manifest.json'),
      }
    : {
        entry: join(BUNDLED, 'index.js'),
        shell: join(BUNDLED, 'shell.html'),
        manifest: join(BUNDLED, 'manifest.json'),
      };
}

let server: Promise<(url: URL) => Promise<PageResponse>> | undefined;

/**
 * The app's server, loaded on the first request an instance serves (the other functions never
 * load React): answers a URL with a page, a feed, a redirect or the shell. Rejects when the app
 * is not built (deploy builds it first: `npm run deploy`).
 */
export function appServer(
  env: NodeJS.ProcessEnv = process.env,
): Promise<(url: URL) => Promise<PageResponse>> {
  server ??= (async () => {
    const files = buildFiles(env);
    if (!existsSync(files.entry)) {
      throw new Error(`The app's server build is missing (${files.entry}): build the app first`);
    }
    const entry = (await import(pathToFileURL(files.entry).href)) as ServerEntry;
    const context = {
      client: {
        shell: readFileSync(files.shell, 'utf8'),
        manifest: JSON.parse(readFileSync(files.manifest, 'utf8')) as unknown,
      },
      backend: entry.createServerBackend(),
      sanitize: entry.serverSanitizer(new JSDOM('').window),
    };
    return (url: URL) => entry.respond(url, context);
  })().catch((error: unknown) => {
    server = undefined; // the next request tries again
    throw error;
  });
  return server;
}
