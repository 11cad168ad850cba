import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

/** Unit and component tests: everything beside the code in src/. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    ...reporters(),
  },
});
