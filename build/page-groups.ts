import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  BELOW_THE_FOLD_MODULES,
  MAIN_PAGE_MODULES,
  mainPageModule,
} from '../src/server/page-modules.ts';
import { shapeOf, usedModules, type ModuleGraph, type Statement } from './used-modules.ts';

/** The files the main pages' modules go in, by name (code-splitting groups, vite.config.ts). */
export type PageGroups = Map<'pages' | 'pieces' | 'piece-parts', ReadonlySet<string>>;

/**
 * Sorts what the main pages (src/app/pages.ts, `main`) use, beyond what every page runs, into
 * three files, by the modules each really uses (used-modules.ts), libraries' included. Left to
 * the bundler they are a dozen files of a kilobyte or two by which pages and lazy screens share
 * them, each one more request on a first visit:
 * - `pages`: what the home page's first screen shares with the piece or the category page;
 * - `pieces`: what the piece and category pages share beyond that (the gate, the share
 *   buttons), with what of theirs the home page's sections below the fold use, later;
 * - `piece-parts`: what only the piece page uses, much of it shared with lazy screens (the
 *   article reader's view of an essay, the text size control, a prompt's page).
 * The pages' own modules stay out, as the entries their routes load.
 */
export function pageGroupsPlugin(groups: PageGroups): Plugin {
  return {
    name: 'edge-page-groups',
    apply: 'build',
    async buildEnd() {
      const resolved = new Map<string, Promise<string | null>>();
      const graph: ModuleGraph = {
        shape: (id) => {
          const code = this.getModuleInfo(id)?.code;
          return code == null ? null : shapeOf(this.parse(code).body as Statement[]);
        },
        resolve: (source, importer) => {
          const key = `${importer}\n${source}`;
          let id = resolved.get(key);
          if (!id) {
            id = this.resolve(source, importer).then((found) => found?.id ?? null);
            resolved.set(key, id);
          }
          return id;
        },
      };
      const root = resolve(import.meta.dirname, '..');
      const entry = (module: string) => resolve(root, module);
      const used = (module: string) => usedModules(graph, entry(module));
      const home = await used(mainPageModule('home'));
      const piece = await used(mainPageModule('piece'));
      const category = await used(mainPageModule('category'));
      const belowTheFold = await used(BELOW_THE_FOLD_MODULES[mainPageModule('home')]!);
      const entries = new Set(MAIN_PAGE_MODULES.map(entry));
      const grouped = (ids: Iterable<string>, keep: (id: string) => boolean) =>
        new Set([...ids].filter((id) => !entries.has(id) && keep(id)));
      const pages = grouped(home, (id) => piece.has(id) || category.has(id));
      const pieces = grouped(
        [...piece, ...category],
        (id) => !home.has(id) && ((piece.has(id) && category.has(id)) || belowTheFold.has(id)),
      );
      const parts = grouped(piece, (id) => !home.has(id) && !category.has(id) && !pieces.has(id));
      groups.set('pages', pages).set('pieces', pieces).set('piece-parts', parts);
    },
  };
}
