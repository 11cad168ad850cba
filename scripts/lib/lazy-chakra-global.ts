import type { Plugin } from 'vite';

const SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's createSystem writes out the whole global stylesheet (the reset, the base styles and
 * every token as a CSS variable) as it builds the system: over half of its work, which a page
 * the server drew does not need, its styles being in the page already (ui/server-styles.ts).
 * Here `_global` is written out when first read instead, and may be set. Fails the build if a
 * new Chakra words it otherwise.
 */
export function lazyChakraGlobalPlugin(): Plugin {
  return {
    name: 'edge-lazy-chakra-global',
    transform(code, id) {
      if (!SYSTEM.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(FIELD)) {
        throw new Error(`${id} no longer builds _global as lazy-chakra-global.ts expects`);
      }
      return {
        code: code
          .replace(EAGER, 'let _global;')
          .replace(
            FIELD,
            [
              '    get _global() {',
              '      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
              '    },',
              '    set _global(value) {',
              '      _global = value;',
              '    },',
              '',
            ].join('\n'),
          ),
        map: null,
      };
    },
  };
}
