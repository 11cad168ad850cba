import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/**
 * Firestore indexes (`npm run test:indexes`): the index rules, then every query the emulator
 * suites recorded (test-results/queries/) held against firestore.indexes.json, and every place
 * in the code that shapes a query shown to have run (test-results/query-sites/).
 */
export default defineConfig({
  test: {
    include: ['tests/indexes/**/*.test.ts'],
    environment: 'node',
    ...reporters(),
  },
});
