import createCache, { type EmotionCache } from '@emotion/cache';
import { css, type SerializedStyles } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react';
import { STYLE_CACHE_OPTIONS, STYLE_KEY as KEY } from '../platform/styles/style-cache.ts';

/**
 * An emotion cache for one server render: it keeps every style the render inserts instead of
 * writing `<style>` elements into the markup (emotion's compat mode), so they can go to <head>.
 */
export function createRenderCache(): EmotionCache {
  const cache = createCache(STYLE_CACHE_OPTIONS);
  cache.compat = true;
  return cache;
}

/**
 * Chakra's global stylesheet (the reset, the base styles, every token as a CSS variable)
 * serialized once per process: its <Global> would serialize the whole object again on every
 * render, a good part of a page's CPU, to the same name and text. Emotion takes a serialized
 * style as it is (the browser does the same with the page's copy:
 * platform/styles/server-styles.ts).
 */
export function serializeGlobalOnce(system: SystemContext): void {
  const holder = system as unknown as { _global: unknown };
  const global = holder._global as Partial<SerializedStyles> | null;
  if (typeof global?.name === 'string' && typeof global.styles === 'string') return;
  // An array of style objects, as <Global> takes it: css() serializes it the way <Global> does.
  holder._global = css(holder._global as Parameters<typeof css>[0]);
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** CSS inside <style> cannot close it: `</style` is the one sequence to keep out. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The `<style>` elements of what the render used, for <head>: each global style (the reset,
 * the tokens, the layers) in its own element named `e-global {name}`, as emotion's <Global>
 * looks for it to take it over in the browser, then the class rules the markup uses in one
 * element named `e {ids}`, which the browser's cache adopts instead of inserting them again.
 * In the order emotion keeps them, so the browser takes each over where it is
 * (platform/styles/style-cache.ts). Each is marked `data-s` as emotion marks what it has placed
 * itself: its default cache, made as its code loads, moves every unmarked element to the end of
 * <head>.
 */
export function criticalStyles(cache: EmotionCache, markup: string): string {
  const used = new Set(
    [...markup.matchAll(new RegExp(`(?<![\\w-])${KEY}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]),
  );
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const registered = cache.registered[`${KEY}-${id}`] !== undefined;
    if (registered && used.has(id)) {
      ids.push(id);
      rules += css;
    } else if (!registered) {
      globals.push(
        `<style data-emotion="${KEY}-global ${attribute(id)}" data-s="">${styleText(css)}</style>`,
      );
    }
  }
  return [
    ...globals,
    `<style data-emotion="${KEY} ${attribute(ids.join(' '))}" data-s="">${styleText(rules)}</style>`,
  ].join('');
}
