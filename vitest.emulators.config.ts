import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * Firestore rules suites against the Cloud Firestore emulator (`npm run test:rules`, which
 * starts it through scripts/emulators-exec.mjs).
 */
export default defineConfig({
  test: {
    include: ['tests/emulators/firestore-*.test.ts'],
    environment: 'node',
    // The first call into a cold emulator (rules compile, JVM warm-up) takes seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share the emulator's data and clear it between tests: one file at a time.
    fileParallelism: false,
    ...reporters(),
  },
});
