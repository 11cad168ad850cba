import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * The Storage rules suite (`npm run test:storage-rules`): needs firebase-tools' Storage
 * emulator, so Java 21 and its download; these machines cannot run it (README).
 */
export default defineConfig({
  test: {
    include: ['tests/emulators/storage-*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    ...reporters(),
  },
});
