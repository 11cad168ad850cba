import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { shapeOf, usedModules, type ModuleGraph, type Statement } from './used-modules.ts';

/** A graph of modules given as code, each under its own name; `./x` resolves to `x`. */
function graphOf(modules: Record<string, string>): ModuleGraph {
  return {
    shape: (id) => {
      const code = modules[id];
      return code === undefined ? null : shapeOf(parseAst(code).body as Statement[]);
    },
    resolve: async (source) =>
      source.replace(/^\.\//, '') in modules ? source.replace(/^\.\//, '') : null,
  };
}

describe('usedModules', () => {
  const app = {
    page: `import { Dialog } from './feature'; import { useQuery } from './lib'; export const Page = () => [Dialog, useQuery];`,
    // An index file: only what is taken from it counts.
    feature: `export { Dialog } from './dialog'; export { SignupForm } from './signup';`,
    dialog: `import { helper } from './helpers'; export const Dialog = helper;`,
    signup: `import { input } from './input'; export const SignupForm = input;`,
    helpers: `export const helper = 1; export const other = 2;`,
    input: `export const input = 1;`,
    // A library's index, re-exporting everything with a star, and its parts.
    lib: `export * from './query'; export * from './mutation';`,
    query: `import { core } from './core'; export const useQuery = core;`,
    mutation: `import { heavy } from './heavy'; export const useMutation = heavy;`,
    core: `export const core = 1;`,
    heavy: `export const heavy = 1;`,
  };

  it("follows an index file's re-exports for the names taken from it, and no others", async () => {
    const used = await usedModules(graphOf(app), 'page');
    expect([...used].sort()).toEqual(['core', 'dialog', 'helpers', 'page', 'query']);
  });

  it('takes a whole module for a namespace, default or bare import', async () => {
    const used = await usedModules(
      graphOf({
        ...app,
        page: `import * as all from './feature'; import './lib'; export default all;`,
      }),
      'page',
    );
    // The index files too: a namespace object, a module run for its effects.
    expect([...used].sort()).toEqual([
      'core',
      'dialog',
      'feature',
      'heavy',
      'helpers',
      'input',
      'lib',
      'mutation',
      'page',
      'query',
      'signup',
    ]);
  });

  it("follows a library's index that imports and exports again only for the names taken", async () => {
    const used = await usedModules(
      graphOf({
        page: `import { Tabs, Box } from './index';`,
        // Chakra's index: a directive, then namespaces gathered and exported again.
        index: `"use strict"; import * as tabs from './tabs'; import * as toast from './toast'; import { Box } from './box'; export { tabs as Tabs, toast as Toast, Box };`,
        tabs: `export const Root = 1;`,
        toast: `export const Root = 1;`,
        box: `export const Box = 1;`,
      }),
      'page',
    );
    expect([...used].sort()).toEqual(['box', 'page', 'tabs']);
  });

  it('counts a module whose exports cannot be told (CommonJS) whenever it is reached', async () => {
    const used = await usedModules(
      graphOf({
        page: `import { x } from './cjs'; export const page = x;`,
        cjs: `module.exports = { x: 1 };`,
      }),
      'page',
    );
    expect([...used].sort()).toEqual(['cjs', 'page']);
  });
});

describe('shapeOf', () => {
  it('reads imports, re-exports, stars and the names a module exports itself', () => {
    const code = [
      `import a, { b as c } from './one';`,
      `import { d } from './two';`,
      `export { e as f, default as g } from './three';`,
      `export * from './four';`,
      `export * as ns from './five';`,
      `export const h = 1, i = 2;`,
      `export function j() {}`,
      `const k = 1; export { k as l };`,
      `export default class {}`,
    ].join('\n');
    const shape = shapeOf(parseAst(code).body as Statement[]);
    expect(shape.imports).toEqual([
      { source: './one', names: 'all' },
      { source: './two', names: new Set(['d']) },
    ]);
    expect(shape.reexports).toEqual([
      {
        source: './three',
        names: new Map([
          ['f', 'e'],
          ['g', 'default'],
        ]),
      },
      { source: './five', names: new Map([['ns', '*']]) },
    ]);
    expect(shape.stars).toEqual(['./four']);
    expect([...(shape.own ?? [])].sort()).toEqual(['default', 'h', 'i', 'j', 'l']);
  });
});
