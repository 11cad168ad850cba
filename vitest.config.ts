import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import {
  chakraSystemAlias,
  chakraSystemInStepsPlugin,
} from './scripts/lib/chakra-system-in-steps.ts';
import { chakraThemeAlias } from './scripts/lib/chakra-theme-alias.ts';
import { reporters } from './vitest.reporters.ts';

/** Unit and component tests: everything beside the code in src/ (and the scripts' own). */
export default defineConfig({
  plugins: [react(), chakraSystemInStepsPlugin()],
  resolve: { alias: [chakraThemeAlias, chakraSystemAlias] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // Chakra's module that builds a system goes through Vite, for chakraSystemInStepsPlugin.
    server: { deps: { inline: [/styled-system\/system\.js$/] } },
    // Component tests type and click through whole forms in jsdom; on a busy 2-core machine a
    // few take longer than the default 5 s.
    testTimeout: 20_000,
    ...reporters(),
  },
});
