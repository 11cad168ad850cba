import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../domain/site-routes.ts';
import { PAGE_PLANS } from './page-data.ts';
import { MAIN_PAGE_MODULES, PAGE_MODULES } from './page-modules.ts';
import { PAGE_LIST, pagePath } from '../app/pages.ts';
import { routes } from '../app/routes.tsx';

// The page manifest (app/pages.ts) against what is made from it, and what it names: a page
// added there is told here what else it needs.

const ROOT = join(import.meta.dirname, '../..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const WITH_MODULE = PAGE_LIST.filter((page) => page.module);

describe('the page manifest', () => {
  it('is the route table: one route per page, in its order, at its path', () => {
    const children = routes[0]!.children!;
    expect(children.map((route) => route.id)).toEqual(PAGE_LIST.map((page) => page.id));
    expect(children.map((route) => (route.index ? '' : route.path))).toEqual(
      PAGE_LIST.map((page) => page.route),
    );
  });

  it.each(WITH_MODULE)('$id: its module exports $component, and its route draws it', (page) => {
    expect(existsSync(join(ROOT, page.module!)), `${page.module} is missing`).toBe(true);
    expect(source(page.module!)).toMatch(
      new RegExp(`^export (async )?(function|const) ${page.component}\\b`, 'm'),
    );
    const route = routes[0]!.children!.find((r) => r.id === page.id)!;
    const type = (route.element as ReactElement).type as { displayName?: string };
    expect(type.displayName).toBe(`Lazy(${page.component})`);
  });

  it.each(WITH_MODULE)('$id: its feature fetches $component from its module', (page) => {
    // The lazy component the route draws is made where it imports the page's module.
    const folder = dirname(page.module!);
    const lazyFiles = readdirSync(join(ROOT, folder))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
      .map((file) => source(join(folder, file)))
      .filter((text) => text.includes('lazyComponent('));
    const fetching = lazyFiles
      .map((text) => text.replace(/\s+/g, ''))
      .filter(
        (text) =>
          text.includes(`import('./${basename(page.module!)}')`) &&
          new RegExp(`,'${page.component}',?\\)`).test(text),
      );
    expect(
      fetching,
      `no lazyComponent(() => import('./${basename(page.module!)}'), …)`,
    ).not.toEqual([]);
  });

  it('gives the server a plan for every page it answers, and none for the shell’s', () => {
    const served = PAGE_LIST.filter((page) => page.served !== 'shell').map((page) => page.id);
    expect(Object.keys(PAGE_PLANS).sort()).toEqual([...served].sort());
  });

  it('gives the server the module of every page it draws', () => {
    const drawn = PAGE_LIST.filter(
      (page) => (page.served === 'rendered' || page.served === 'static') && page.module,
    );
    expect(PAGE_MODULES).toEqual(Object.fromEntries(drawn.map((page) => [page.id, page.module])));
    expect(MAIN_PAGE_MODULES).toHaveLength(3);
  });

  it('prerenders exactly its static pages', () => {
    const statics = PAGE_LIST.filter((page) => page.served === 'static').map(pagePath);
    expect([...STATIC_PAGES].sort()).toEqual(statics.sort());
  });
});
