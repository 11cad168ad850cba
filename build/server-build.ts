// The build's server half (vite.config.ts runs it after the browser build): the app's server
// entry (src/server/) built for Node into <outDir>-server/ (build/server-build-dir.mjs)
// with what it renders for (the browser build's shell and manifest, moved out of <outDir>) and
// what the build is for (build.json), then the pages the build renders to files
// (src/server/prerender.ts) written into <outDir>. Nothing of it is in the folder Hosting
// deploys; renderPage ships its own copy (functions/build.mjs).
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, type Plugin } from 'vite';
import { BUILD_INFO_FILE, serverBuildDir, type BuildInfo } from './server-build-dir.mjs';

/** The server entry's file name in the server folder. */
export const SERVER_ENTRY = 'index.js';
/** The browser build's shell and manifest, as the server folder keeps them. */
const SHELL = 'shell.html';
const MANIFEST = 'manifest.json';
/** Where Vite writes the manifest in the browser build. */
const VITE_MANIFEST = '.vite/manifest.json';

/** What the server entry exports (src/server/index.ts), as the build uses it. */
interface ServerEntry {
  prerenderSite(
    site: string,
    context: { client: unknown; backend: unknown; sanitize: (html: string) => string },
  ): Promise<{ file: string; body: string }[]>;
  createServerBackend(): unknown;
  serverSanitizer(window: unknown): (html: string) => string;
}

/** A server folder's shell and manifest, as the server renders pages for them. */
export function readClientBuild(serverDir: string): { shell: string; manifest: unknown } {
  return {
    shell: readFileSync(join(serverDir, SHELL), 'utf8'),
    manifest: JSON.parse(readFileSync(join(serverDir, MANIFEST), 'utf8')),
  };
}

/** What a build is for, as serverBuildPlugin records it (BuildInfo less its id). */
export type BuildTarget = Omit<BuildInfo, 'id'>;

/**
 * Moves the browser build's manifest into the server folder and copies its shell there (the
 * shell stays in <outDir>: the service worker precaches it), then writes build.json.
 */
function gatherServerFolder(outDir: string, serverDir: string, target: BuildTarget) {
  renameSync(join(outDir, VITE_MANIFEST), join(serverDir, MANIFEST));
  rmSync(join(outDir, dirname(VITE_MANIFEST)), { recursive: true, force: true });
  copyFileSync(join(outDir, SHELL), join(serverDir, SHELL));
  const hash = createHash('sha256');
  const files = readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== BUILD_INFO_FILE)
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(readFileSync(file));
  const info: BuildInfo = { ...target, id: hash.digest('hex').slice(0, 16) };
  writeFileSync(join(serverDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

/**
 * After the browser build: builds the server entry with the same configuration (the config
 * function sees `isSsrBuild`) into the server folder, gathers what it renders for there, then
 * prerenders the site's static pages on `target.site` into `outDir`.
 */
export function serverBuildPlugin(target: BuildTarget): Plugin {
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
        const serverDir = serverBuildDir(outDir);
        await build({
          configFile,
          mode,
          logLevel: 'warn',
          build: { ssr: 'src/server/index.ts', outDir: serverDir, emptyOutDir: true },
        });
        gatherServerFolder(outDir, serverDir, target);
        const entry = pathToFileURL(join(serverDir, SERVER_ENTRY)).href;
        // Imported as it is, no query added: its chunks import it back by its plain address,
        // and a second copy of it would bring second copies of React's contexts.
        const server = (await import(entry)) as ServerEntry;
        const files = await server.prerenderSite(target.site, {
          client: readClientBuild(serverDir),
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
