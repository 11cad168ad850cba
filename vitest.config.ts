import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
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
    // A worker per core. Vitest's default leaves one core to its main process (cores - 1), which
    // on a 2-core machine ran the 160-odd files one at a time with a core mostly idle: the main
    // process only transforms, and its transforms are cached after the first files. Each file
    // still runs alone in its own fresh worker (isolation unchanged).
    maxWorkers: availableParallelism(),
    ...reporters(),
  },
});
