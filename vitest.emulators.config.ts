import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * Firestore rules suites against the Cloud Firestore emulator (`npm run test:rules`, which
 * starts it through scripts/emulators-exec.mjs).
 */
export default defineConfig({
  test: {
    // storage-rules-static compiles storage.rules on the Firestore emulator; the Storage suite
    // itself (storage-rules.test.ts) has its own config and emulator.
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
    ...reporters(),
  },
});
