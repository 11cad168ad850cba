// Bundles the functions and the shared domain code they import (../../src/domain) into one
// ES module; the Firebase SDKs, jsdom (files it loads at run time) and DOMPurify (loaded with
// it, by the newsletter only) stay external so the deployed package.json provides them.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
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
