import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/** Browser journeys: the production build in system Chromium, demo backend. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    setupFiles: ['./tests/e2e/support/csp-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
    ...reporters(),
  },
});
