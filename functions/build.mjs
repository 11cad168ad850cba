// Bundles the functions and the shared domain code they import (../../src/domain) into one
// ES module; the Firebase SDKs, jsdom (files it loads at run time) and DOMPurify (loaded with
// it, by the newsletter and renderPage only) stay external so the deployed package.json provides
// them.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// The runtime the functions are deployed on (engines.node, as firebase.json's runtime says).
const { engines } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: `node${engines.node}`,
  format: 'esm',
  sourcemap: true,
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'jsdom',
    'dompurify',
  ],
  logLevel: 'info',
});

// renderPage answers with the app's server build: a copy of the app's build (dist/: its server
// entry, shell and manifest, made by `npm run build`) ships in lib/ssr/. Emulator runs point the
// function at their own build instead (EDGE_CLIENT_DIST), so this copy is only for deploys.
const app = resolve(here, '..', 'dist');
const ssr = join(here, 'lib/ssr');
rmSync(ssr, { recursive: true, force: true });
/** @type {Record<string, string>} where each file of the app's build goes in lib/ssr/ */
const files = {
  '.server/index.js': 'index.js',
  'shell.html': 'shell.html',
  '.vite/manifest.json': 'manifest.json',
};
if (Object.keys(files).every((from) => existsSync(join(app, from)))) {
  mkdirSync(ssr, { recursive: true });
  for (const [from, to] of Object.entries(files)) copyFileSync(join(app, from), join(ssr, to));
  console.log(`Copied the app's server build from ${app} into lib/ssr/`);
} else {
  console.warn(
    `No app build in ${app}: renderPage answers 500 until the app is built (npm run build) ` +
      'and the functions built again (npm run deploy does both).',
  );
}
