// What the server's tests render with: a built shell and manifest as vite.config.ts makes them,
// a demo backend holding the seed, and the server's sanitizer.
import { JSDOM } from 'jsdom';
import {
  createDemoBackend,
  type DemoBackend,
  type DemoBackendOptions,
} from '../backend/demo/index.ts';
import { createMemoryKeyValueStore } from '../backend/demo/kv-store.ts';
import { createMemorySessionStorage } from '../backend/demo/session.ts';
import { ENTRY_META, PRELOAD_META } from '../platform/document/boot-script.ts';
import { PAGE_MODULES } from './page-data.ts';
import { HEAD_END, HEAD_START } from './page-html.ts';
import { BELOW_THE_FOLD_MODULES } from './page-modules.ts';
import type { ViteManifest } from './preloads.ts';
import type { RenderContext } from './render-page.tsx';
import { serverSanitizer, type ServerWindow } from './sanitizer.ts';

export const SITE = 'https://edge.example';

/** A built shell as vite.config.ts makes it: head marks, #root, the entry and preload metas. */
export const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  HEAD_START,
  '<title>Leadership for Tech-Driven Change | EDGE Navigator</title>',
  HEAD_END,
  `<meta name="${ENTRY_META}" content="/assets/index-abc.js" />`,
  `<meta name="${PRELOAD_META}" content="" />`,
  '</head><body><div id="root"></div>',
  '<noscript>EDGE Navigator needs JavaScript to show its essays, dispatches and prompts.</noscript>',
  '</body></html>',
].join('\n');

/** The home page's sections below the fold: a chunk of their own, imported when in view. */
export const BELOW_THE_FOLD = BELOW_THE_FOLD_MODULES[PAGE_MODULES.home!]!;

/** A manifest naming a chunk for each page module (the entry's chunk is in the shell already). */
export const MANIFEST: ViteManifest = {
  ...Object.fromEntries(
    [...new Set(Object.values(PAGE_MODULES))].map((module, i) => [
      module,
      { file: `assets/page-${i}.js`, imports: ['index.html'] },
    ]),
  ),
  'index.html': { file: 'assets/index-abc.js', imports: [] },
  [BELOW_THE_FOLD]: { file: 'assets/below-the-fold.js', imports: ['index.html'] },
};
MANIFEST[PAGE_MODULES.home!]!.dynamicImports = [BELOW_THE_FOLD];

/**
 * A demo backend holding the seed, in memory, online, answering at once: its own storage, or the
 * one given (two backends on one storage see each other's writes, as two tabs do).
 */
export function seededDemo(
  stores: Pick<DemoBackendOptions, 'storage' | 'sessionStorage'> = {},
): DemoBackend {
  return createDemoBackend({
    latencyMs: 0,
    storage: stores.storage ?? createMemoryKeyValueStore(),
    sessionStorage: stores.sessionStorage ?? createMemorySessionStorage(),
    connectivity: { isOnline: () => true },
  });
}

/** The server's sanitizer, on a window of its own. */
export const testSanitizer = () => serverSanitizer(new JSDOM('').window as unknown as ServerWindow);

/** What `respond` renders with: the shell and manifest above and a seeded demo backend. */
export function testRenderContext(): RenderContext {
  return {
    client: { shell: SHELL, manifest: MANIFEST },
    backend: seededDemo(),
    sanitize: testSanitizer(),
  };
}
