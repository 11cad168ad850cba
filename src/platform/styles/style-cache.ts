import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * The key of the site's styles (emotion's, through Chakra): class names `e-{hash}`, and
 * `<style data-emotion="e …">` for the elements holding them. Not emotion's default `css`: the
 * cache emotion makes for itself as its code loads takes over every server element of that key,
 * before the site's own cache can say how.
 */
export const STYLE_KEY = 'e';

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
  return createCache({ key: STYLE_KEY });
}
