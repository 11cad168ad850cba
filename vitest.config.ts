import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chakraSystemAlias, chakraThemeAlias } from './build/library-aliases.ts';

// Every test suite is a project of this one configuration. `npx vitest run <file>` runs a file
// in whichever project holds it; `--project <name>` runs one suite. The suites that need the
// emulators or a build are started through their npm scripts (README, Tests), which start those
// first: scripts/test-all.mjs runs them all, in order, for `npm test`.

const root = import.meta.dirname;
const json = process.env.VITEST_JSON_REPORT;

/** The app's JSX and its theme aliases: for the suites that render the app. */
const app = { plugins: [react()], resolve: { alias: [chakraThemeAlias, chakraSystemAlias] } };

/** Firebase Auth keeps its session in localStorage, as in a browser (Node has no IndexedDB). */
const browserLike = {
  environment: 'jsdom',
  environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
} as const;

const projects: TestProjectInlineConfiguration[] = [
  {
    // Unit and component tests: everything beside the code in src/ (and the build's and the
    // scripts' own).
    ...app,
    test: {
      name: 'unit',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['./src/test/setup.ts'],
      // The files of a worker share one module cache: React, Chakra and the app load once per
      // worker, not once per file (import time 266 s to 57 s; the suite 584 s to 366 s on a
      // clean clone here, 262 s once Vite's caches are warm). Each file still gets its own
      // environment (jsdom document, storage) and setup; what a file must not leave behind is in
      // src/test/setup.ts. So a test builds what it swaps in (props, a backend) instead of
      // mocking a module another file may have loaded.
      isolate: false,
      // Component tests type and click through whole forms in jsdom: 7 s at most for one on CI
      // one file at a time, but over 20 s with a file per core on a machine doing other work.
      testTimeout: 30_000,
    },
  },
  {
    // The Cloud Functions (functions/src) against the emulators: `npm run test -w functions`.
    // renderPage's tests render with the app's server from its source (src/server/), as a
    // Firebase build makes it: the app's JSX, its theme aliases and the build's constants.
    ...app,
    define: {
      __EDGE_BACKEND__: JSON.stringify('firebase'),
      __APP_VERSION__: JSON.stringify('test'),
    },
    test: {
      name: 'functions',
      root: resolve(root, 'functions'),
      include: ['src/**/*.test.ts'],
      globalSetup: ['test/global-setup.ts'],
      setupFiles: ['test/setup.ts'],
      // One Firestore and one Auth emulator serve every file, and each test starts from empty
      // data, so files must not run side by side.
      fileParallelism: false,
      testTimeout: 15_000,
      hookTimeout: 15_000,
    },
  },
  {
    // Firestore rules against the Cloud Firestore emulator (`npm run test:rules`).
    // storage-rules-static compiles storage.rules on the Firestore emulator; the Storage suite
    // itself is the project below.
    test: {
      name: 'rules',
      include: [
        'tests/emulators/firestore-*.test.ts',
        'tests/emulators/storage-rules-static.test.ts',
      ],
      environment: 'node',
      // The first call into a cold emulator (rules compile, JVM warm-up) takes seconds.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Files share the emulator's data and clear it between tests: one file at a time.
      fileParallelism: false,
    },
  },
  {
    // The Storage rules (`npm run test:storage-rules`): firebase-tools' Storage emulator needs
    // Java 21 and its download; these machines cannot run it (README).
    test: {
      name: 'storage-rules',
      include: ['tests/emulators/storage-*.test.ts'],
      exclude: ['tests/emulators/storage-rules-static.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      fileParallelism: false,
    },
  },
  {
    // The Backend contract (src/backend/contract/) on the firebase adapter, against the Auth,
    // Firestore and Functions emulators (`npm run test:contract`); the unit project runs it on
    // the demo.
    test: {
      name: 'contract',
      include: ['tests/contract/**/*.test.ts'],
      ...browserLike,
      // Notes where each query is built, for the index check's coverage (tests/indexes/).
      setupFiles: ['./tests/indexes/record-web-sites.ts'],
      // A cold Functions emulator loads the bundle on the first call; a loaded machine is slow.
      testTimeout: 60_000,
      hookTimeout: 90_000,
      fileParallelism: false,
    },
  },
  {
    // The Firebase adapter's auth against the Auth emulator (`npm run test:auth-emulator`).
    test: {
      name: 'auth-emulator',
      include: ['tests/auth-emulator/**/*.test.ts'],
      ...browserLike,
      // Wraps fetch before the Auth SDK loads (see the file).
      setupFiles: ['tests/auth-emulator/auth-refusals.ts'],
      testTimeout: 30_000,
      hookTimeout: 30_000,
      fileParallelism: false,
    },
  },
  {
    // Firestore indexes (`npm run test:indexes`): the index rules, then every query the emulator
    // suites recorded (test-results/queries/) held against firestore.indexes.json, and every
    // place in the code that shapes a query shown to have run (test-results/query-sites/).
    test: { name: 'indexes', include: ['tests/indexes/**/*.test.ts'], environment: 'node' },
  },
  {
    // Browser journeys: the production build in system Chromium, demo backend (`npm run
    // test:e2e`, which builds first).
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.e2e.test.ts'],
      environment: 'node',
      globalSetup: ['./tests/e2e/support/global-setup.ts'],
      // Any Content-Security-Policy violation fails the test.
      setupFiles: ['./tests/e2e/support/csp-guard.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Two cores: one browser at a time keeps timings honest and the machine responsive.
      fileParallelism: false,
    },
  },
  {
    // Browser journeys on the Firebase build against the emulators (`npm run
    // test:e2e-firebase`: it builds dist-e2e-firebase/ and starts the emulators).
    test: {
      name: 'e2e-firebase',
      include: ['tests/e2e-firebase/**/*.e2e.test.ts'],
      environment: 'node',
      globalSetup: ['./tests/e2e-firebase/support/global-setup.ts'],
      setupFiles: ['./tests/e2e/support/csp-guard.ts'],
      // A cold Functions emulator loads its bundle on the first call; the machine may be loaded.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // Writes cross a callable and the emulators: wait for them as long as a loaded machine needs.
      expect: { poll: { timeout: 30_000, interval: 250 } },
      fileParallelism: false,
    },
  },
  {
    // The CMS at scale on the emulators (`npm run measure:audience`): not part of `npm test`
    // (seeding 240,000 documents takes minutes), but it asserts what it reports.
    test: {
      name: 'measure',
      include: ['tests/measure/**/*.test.ts'],
      ...browserLike,
      testTimeout: 120_000,
      hookTimeout: 900_000,
      fileParallelism: false,
    },
  },
];

export default defineConfig({
  test: {
    root,
    projects,
    // A worker per core. Vitest's default leaves one core to its main process (cores - 1), which
    // on a 2-core machine ran the unit files one at a time with a core mostly idle. Each file
    // still runs alone in its own fresh worker; the serial projects above run one file at a time.
    maxWorkers: availableParallelism(),
    // scripts/test-all.mjs totals every suite from the JSON report it asks for here.
    reporters: json ? ['default', 'json'] : ['default'],
    ...(json ? { outputFile: { json } } : {}),
  },
});
