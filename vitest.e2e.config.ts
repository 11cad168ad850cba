import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * Journeys that hold the page to wall-clock figures (sections drawn within 500 ms of the hero,
 * React's commits in a second, the footer's place over five seconds): they run alone, after the
 * rest, so another file's browser never takes the core they are measured on.
 */
const TIMED = ['tests/e2e/foundation.e2e.test.ts', 'tests/e2e/walkthrough-public.e2e.test.ts'];

/** Browser journeys: the production build in system Chromium, demo backend. */
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    setupFiles: ['./tests/e2e/support/csp-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    ...reporters(),
    projects: [
      {
        // Two files at a time: each has its own browser and fresh contexts (the demo backend
        // lives in the page's IndexedDB), and the server only reads dist/, so nothing is shared.
        // A file keeps about one core busy (a renderer drawing or running axe, while the test
        // waits on it), and many wait out observation windows, so two fill a 2-core machine.
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: TIMED,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-timed',
          include: TIMED,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
