import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const MERGE = '  const config = mergeConfigs(...configs);\n';
const TOKENS = '  const tokens = createTokenDictionary({';
const EXPORTS = 'export { createSystem, isValidSystem };';

/**
 * `#chakra-system`: Chakra's module that builds a system, which its package exports only through
 * its index (with `prepareSystem`, below). For Vite and Vitest; the types are
 * src/ui/chakra-system.d.ts.
 */
export const chakraSystemAlias = {
  find: /^#chakra-system$/,
  replacement: resolve(
    import.meta.dirname,
    '../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
  ),
};

/**
 * Chakra's createSystem is one piece of work, the longest before a page hydrates (40-90 ms on a
 * phone-speed CPU), and its first half is the token dictionary. Here `prepareSystem(...configs)`
 * merges the configuration and builds the dictionary, and `createSystem(prepared)` builds the rest
 * from it, so a page can build its system in two tasks (ui/theme.ts). createSystem given configs
 * is unchanged. Fails the build if a new Chakra words the module otherwise.
 */
export function chakraSystemInStepsPlugin(): Plugin {
  return {
    name: 'edge-chakra-system-in-steps',
    transform(code, id) {
      if (!SYSTEM.test(id)) return null;
      if (![MERGE, TOKENS, EXPORTS].every((part) => code.includes(part))) {
        throw new Error(`${id} no longer builds a system as chakra-system-in-steps.ts expects`);
      }
      return {
        code: code
          .replace(
            MERGE,
            [
              '  const prepared = configs.length === 1 ? configs[0]?.[PREPARED] : undefined;',
              '  const config = prepared ? prepared.config : mergeConfigs(...configs);',
              '',
            ].join('\n'),
          )
          .replace(TOKENS, '  const tokens = prepared ? prepared.tokens : createTokenDictionary({')
          .replace(
            EXPORTS,
            [
              'const PREPARED = Symbol.for("edge.prepared-system");',
              'function prepareSystem(...configs) {',
              '  const config = mergeConfigs(...configs);',
              '  const theme = config.theme ?? {};',
              '  const tokens = createTokenDictionary({',
              '    breakpoints: theme.breakpoints,',
              '    tokens: theme.tokens,',
              '    semanticTokens: theme.semanticTokens,',
              '    prefix: config.cssVarsPrefix ?? "chakra"',
              '  });',
              '  return { [PREPARED]: { config, tokens } };',
              '}',
              'export { createSystem, isValidSystem, prepareSystem };',
            ].join('\n'),
          ),
        map: null,
      };
    },
  };
}
