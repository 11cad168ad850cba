import { resolve } from 'node:path';

// Where the app reaches into its libraries' files, for Vite and Vitest. The changes made to
// those files are versioned patches (patches/, applied by `npm ci`'s postinstall, patch-package),
// each naming what upstream would let it go; the libraries they patch are pinned exactly.

const modules = resolve(import.meta.dirname, '../node_modules');

/**
 * `#chakra-theme/{part}`: a file of Chakra's theme (src/platform/styles/chakra-theme.ts), which its
 * package exports only through an index that imports every recipe there is. The types come through
 * tsconfig.json's paths.
 */
export const chakraThemeAlias = {
  find: /^#chakra-theme\/(.+)$/,
  replacement: `${modules}/@chakra-ui/react/dist/esm/theme/$1.js`,
};

/**
 * `#chakra-system`: Chakra's module that builds a system, which its package exports only through
 * its index, with `prepareSystem` (patches/@chakra-ui+react+3.37.0.patch) so a page builds its
 * system in steps (platform/styles/site-system.ts). The types are
 * src/platform/styles/chakra-system.d.ts.
 */
export const chakraSystemAlias = {
  find: /^#chakra-system$/,
  replacement: `${modules}/@chakra-ui/react/dist/esm/styled-system/system.js`,
};

/**
 * React Router in its production build, for the site's builds (browser and server). Its package
 * resolves to the development build under every condition a bundler sets; the production one
 * differs by its developer warnings, off, and by the patch (patches/react-router+7.18.5.patch)
 * that lets the bundler leave out the components the app never uses.
 */
export const reactRouterProductionAliases = [
  {
    find: /^react-router$/,
    replacement: `${modules}/react-router/dist/production/index.mjs`,
  },
  {
    find: /^react-router\/dom$/,
    replacement: `${modules}/react-router/dist/production/dom-export.mjs`,
  },
];
