import { defineConfig } from 'vitest/config';

/**
 * Measurements of the CMS at scale on the emulators (`npm run measure:audience`): not part of
 * `npm test` (seeding 240,000 documents takes minutes), but it asserts what it reports.
 */
export default defineConfig({
  test: {
    include: ['tests/measure/**/*.test.ts'],
    // Auth keeps its session in localStorage, as in a browser.
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    testTimeout: 120_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
