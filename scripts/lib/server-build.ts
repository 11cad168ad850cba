// The build's server half (vite.config.ts runs it after the browser build): the app's server
// entry (src/server/) built for Node into <outDir>/.server/, then the pages the build renders to
// files (src/server/prerender.ts) written into <outDir>. Dot folders are never deployed to
// Hosting (firebase.json ignores them): the Cloud Function ships its own copy (functions/build.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, type Plugin } from 'vite';

/** Where, under a browser build, the server build goes. */
export const SERVER_DIR = '.server';
/** The server entry's file name in it. */
export const SERVER_ENTRY = 'index.js';

/** What the server entry exports (src/server/index.ts), as the build uses it. */
interface ServerEntry {
  prerenderSite(
    site: string,
    context: { client: unknown; backend: unknown; sanitize: (html: string) => string },
  ): Promise<{ file: string; body: string }[]>;
  createServerBackend(): unknown;
  serverSanitizer(window: unknown): (html: string) => string;
}

/** The browser build's shell and manifest, as the server renders pages for them. */
export function readClientBuild(outDir: string): { shell: string; manifest: unknown } {
  return {
    shell: readFileSync(join(outDir, 'shell.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')),
  };
}

/**
 * After the browser build: builds the server entry with the same configuration (the config
 * function sees `isSsrBuild`), then prerenders the site's static pages on `site` into `outDir`.
 */
export function serverBuildPlugin(site: string): Plugin {
  let outDir = '';
  let mode = '';
  let configFile: string | undefined;
  return {
    name: 'edge-server-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
      configFile = config.configFile;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const serverDir = join(outDir, SERVER_DIR);
        await build({
          configFile,
          mode,
          logLevel: 'warn',
          build: { ssr: 'src/server/index.ts', outDir: serverDir, emptyOutDir: true },
        });
        const entry = pathToFileURL(join(serverDir, SERVER_ENTRY)).href;
        const server = (await import(`${entry}?build=${Date.now()}`)) as ServerEntry;
        const files = await server.prerenderSite(site, {
          client: readClientBuild(outDir),
          backend: server.createServerBackend(),
          sanitize: server.serverSanitizer(new JSDOM('').window),
        });
        for (const { file, body } of files) {
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), body);
        }
        this.info?.(`prerendered ${files.length} pages into ${outDir}`);
      },
    },
  };
}
