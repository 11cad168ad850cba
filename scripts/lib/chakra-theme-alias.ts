import { resolve } from 'node:path';

/**
 * `#chakra-theme/{part}`: a file of Chakra's theme (src/ui/chakra-theme.ts), which its package
 * exports only through an index that imports every recipe there is. For Vite and Vitest; the
 * types come through tsconfig.json's paths.
 */
export const chakraThemeAlias = {
  find: /^#chakra-theme\/(.+)$/,
  replacement: `${resolve(import.meta.dirname, '../../node_modules/@chakra-ui/react/dist/esm/theme')}/$1.js`,
};
