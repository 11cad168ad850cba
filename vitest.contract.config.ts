import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * The Backend contract (src/backend/contract/) on the firebase adapter, against the Auth,
 * Firestore and Functions emulators: `npm run test:contract` starts them on free ports
 * (scripts/emulators-exec.mjs) and hands the ports over in EDGE_EMULATOR_PORTS.
 */
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    // Auth keeps its session in localStorage, as in a browser (Node has no IndexedDB).
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    // Notes where each query is built, for the index check's coverage (tests/indexes/).
    setupFiles: ['./tests/indexes/record-web-sites.ts'],
    // A cold Functions emulator loads the bundle on the first call; a loaded machine is slow.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    ...reporters(),
  },
});
