import createCache, { type EmotionCache, type Options, type StylisPlugin } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * The key of the site's styles (emotion's, through Chakra): class names `e-{hash}`, and
 * `<style data-emotion="e …">` for the elements holding them. Not emotion's default `css`: the
 * cache emotion makes for itself as its code loads takes over every server element of that key,
 * before the site's own cache can say how.
 */
export const STYLE_KEY = 'e';

/**
 * The properties that the browsers the site is built for (Baseline widely available: Chrome and
 * Edge 107, Firefox 104, Safari 16) still read only with `-webkit-`: `user-select` in Safari;
 * `backdrop-filter`, `hyphens` in Safari before 18 and 17; `background-clip: text`, `mask*` and
 * `print-color-adjust` in Chrome before 120 and 136; `box-decoration-break` and
 * `text-size-adjust` in both.
 */
const STILL_PREFIXED: ReadonlySet<string> = new Set([
  'user-select',
  'backdrop-filter',
  'hyphens',
  'background-clip',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'print-color-adjust',
  'box-decoration-break',
  'text-size-adjust',
]);

/**
 * Emotion's own prefixer writes what browsers of ten years ago needed: four `display`s for every
 * flex box, three copies of each `::placeholder` rule, an `@-webkit-keyframes` for each
 * animation: 12-16% of a server-drawn page's HTML (0.8-1 KB gzip), which the browser parsed for
 * nothing. This writes the `-webkit-` copy of the few properties above, and no other.
 */
const sitePrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (STILL_PREFIXED.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

/** The options of the site's emotion caches: the server's (one per render) and the browser's. */
export const STYLE_CACHE_OPTIONS: Options = { key: STYLE_KEY, stylisPlugins: [sitePrefixer] };

/** Marks emotion's `hydrate` once it is the one below: the page's sheets are patched once. */
const IN_PLACE = Symbol('in place');

/**
 * Emotion takes a server's `<style>` element over by inserting it where its sheet writes next:
 * for the page's class rules, the end of <head>; for each global stylesheet, before the class
 * rules. Moving a stylesheet is removing and adding it, and the browser then works out the style
 * of the whole page again: twice per visit, about 20 ms each on a phone, in the middle of
 * hydrating. The server writes the elements in the order emotion keeps them
 * (server/critical-css.ts), so one already in its container is taken over where it is.
 */
function hydrateInPlace(): void {
  const moveInto: StyleSheet['hydrate'] & { [IN_PLACE]?: true } = StyleSheet.prototype.hydrate;
  if (moveInto[IN_PLACE]) return;
  StyleSheet.prototype.hydrate = Object.assign(
    function hydrate(this: StyleSheet, nodes: HTMLStyleElement[]) {
      for (const node of nodes) {
        if (node.parentNode === this.container) this.tags.push(node);
        else moveInto.call(this, [node]);
      }
    },
    { [IN_PLACE]: true as const },
  );
}

/** The browser's style cache: the server's styles stay where they are, and count as inserted. */
export function createBrowserStyleCache(): EmotionCache {
  hydrateInPlace();
  return createCache(STYLE_CACHE_OPTIONS);
}
