import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraSystemAlias, chakraThemeAlias } from './scripts/lib/library-aliases.ts';
import { reporters } from './vitest.reporters.ts';

/** Unit and component tests: everything beside the code in src/ (and the scripts' own). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias, chakraSystemAlias] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // Component tests type and click through whole forms in jsdom; on a busy 2-core machine a
    // few take longer than the default 5 s.
    testTimeout: 20_000,
    ...reporters(),
  },
});
