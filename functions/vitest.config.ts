import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraSystemAlias, chakraThemeAlias } from '../scripts/lib/library-aliases.ts';

const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  // renderPage's tests render with the app's server from its source (src/server/), as a Firebase
  // build makes it: the app's JSX, its theme aliases and the build's constants.
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias, chakraSystemAlias] },
  define: { __EDGE_BACKEND__: JSON.stringify('firebase'), __APP_VERSION__: JSON.stringify('test') },
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
