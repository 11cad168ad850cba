import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * Rules suites against the Firestore and Storage emulators (`npm run test:emulators`, which
 * starts them through `firebase emulators:exec`; they need Java 21).
 */
export default defineConfig({
  test: {
    include: ['tests/emulators/**/*.test.ts'],
    environment: 'node',
    // The first call into a cold emulator (rules compile, JVM warm-up) takes seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share the emulators' data and clear it between tests: one file at a time.
    fileParallelism: false,
    ...reporters(),
  },
});
