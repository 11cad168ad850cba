import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PAGE_MODULES } from '../src/server/page-modules.ts';

/**
 * V8's explicit compile hint (Chromium 136 on; v8.dev/blog/explicit-compile-hints): a script that
 * opens with it has all its functions compiled as it streams in, on a background thread, rather
 * than each on its first call, on the main thread, in the middle of hydration. Other browsers
 * read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files a first visit runs, nearly every function of which it calls while the page hydrates:
 * the entry and the module of each page the server draws (server/page-modules.ts), with all they
 * import (the code-splitting groups of vite.config.ts among them). Not lazy screens and the
 * backend's code, whose unused functions it would compile for nothing.
 */
function firstVisitChunks(root: string, bundle: Rolldown.OutputBundle): Set<string> {
  const pages = new Set(Object.values(PAGE_MODULES).map((module) => resolve(root, module)));
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const add = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks)
    if (chunk.isEntry || pages.has(chunk.facadeModuleId ?? '')) add(chunk.fileName);
  return found;
}

/**
 * Opens the files a first visit runs with the compile hint, once the bundle is written (after
 * minification, which would strip a comment, and after Vite has put its lists of preloads at the
 * top), their source maps a line down to match.
 */
export function compileHintsPlugin(root: string): Plugin {
  return {
    name: 'edge-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of firstVisitChunks(root, bundle)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
