import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * The Firebase adapter's auth against the official Auth emulator (plain Node, runs here).
 * Run through `firebase emulators:exec --only auth` (npm run test:auth-emulator).
 */
export default defineConfig({
  test: {
    include: ['tests/auth-emulator/**/*.test.ts'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    // Wraps fetch before the Auth SDK loads (see the file).
    setupFiles: ['tests/auth-emulator/auth-refusals.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    ...reporters(),
  },
});
