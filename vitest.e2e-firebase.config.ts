import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * Browser journeys on the Firebase build against the emulators (`npm run test:e2e-firebase`,
 * scripts/run-e2e-firebase.mjs: it builds dist-e2e-firebase/ and starts the emulators).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e-firebase/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e-firebase/support/global-setup.ts'],
    // Any Content-Security-Policy violation fails the test, as in the demo suites.
    setupFiles: ['./tests/e2e/support/csp-guard.ts'],
    // A cold Functions emulator loads its bundle on the first call; the machine may be loaded.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Writes cross a callable and the emulators: wait for them as long as a loaded machine needs.
    expect: { poll: { timeout: 30_000, interval: 250 } },
    // One browser and one set of emulators: files run one after another.
    fileParallelism: false,
    ...reporters(),
  },
});
