// Bundles the functions and the shared domain code they import (../../src/domain) into one
// ES module; the Firebase SDKs, jsdom (files it loads at run time) and DOMPurify (loaded with
// it, by the newsletter and renderPage only) stay external so the deployed package.json provides
// them.
import { build } from 'esbuild';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INFO_FILE, serverBuildDir } from '../build/server-build-dir.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
// The runtime the functions are deployed on (engines.node, as firebase.json's runtime says).
const { engines } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

// Firestore's SDK and the Firestore triggers are loaded with require(), not import: Node's ESM
// loader reads every export of a CommonJS module it imports, and reading firebase-admin/firestore's
// `GrpcStatus` loads gRPC and protobufjs (283 modules, 10 MB), so every function paid for them at
// cold start, Firestore or not. firebase-functions' ES build of the Firestore triggers imports
// firebase-admin/firestore whole, so the triggers come from its CommonJS build; they use no
// state its ES build keeps (global options, onInit, params), which bundle-loading.test.ts checks.
const FIRESTORE_BY_REQUIRE = 'firestore-by-require';
const BY_REQUIRE = /^(firebase-admin\/firestore|firebase-functions\/v2\/firestore)$/;
/** @type {import('esbuild').Plugin} */
const firestoreByRequire = {
  name: FIRESTORE_BY_REQUIRE,
  setup(build) {
    build.onResolve({ filter: BY_REQUIRE }, (args) =>
      args.namespace === FIRESTORE_BY_REQUIRE
        ? { path: args.path, external: true }
        : { path: args.path, namespace: FIRESTORE_BY_REQUIRE },
    );
    build.onLoad({ filter: /.*/, namespace: FIRESTORE_BY_REQUIRE }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

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
  // The require() the plugin above leaves in an ES module.
  banner: {
    js: "import { createRequire as bannerRequire } from 'node:module'; const require = bannerRequire(import.meta.url);",
  },
  plugins: [firestoreByRequire],
  logLevel: 'info',
});

// renderPage answers with the app's server build: a copy of the server half of the app's build
// (dist-server/: its entry, the shell and manifest it renders for, build.json; made by
// `npm run build`) ships in lib/ssr/. Emulator runs point the function at their own build
// instead (EDGE_SERVER_BUILD), so this copy is only for deploys; the deploy guard
// (scripts/deploy-guard.mjs) checks it is the build Hosting gets.
const app = serverBuildDir(resolve(here, '..', 'dist'));
const ssr = join(here, 'lib/ssr');
rmSync(ssr, { recursive: true, force: true });
if (existsSync(join(app, BUILD_INFO_FILE))) {
  cpSync(app, ssr, { recursive: true });
  console.log(`Copied the app's server build from ${app} into lib/ssr/`);
} else {
  console.warn(
    `No app build in ${app}: renderPage answers 500 until the app is built (npm run build) ` +
      'and the functions built again (npm run deploy does both).',
  );
}
