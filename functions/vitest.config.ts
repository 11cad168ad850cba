import { defineConfig } from 'vitest/config';

const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // One Firestore and one Auth emulator serve every file, and each test starts from empty
    // data, so files must not run side by side.
    fileParallelism: false,
    testTimeout: 15_000,
    hookTimeout: 15_000,
    // scripts/test-all.mjs totals every suite from the JSON report it asks for here.
    ...(jsonReport
      ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } }
      : { reporters: ['default'] }),
  },
});
