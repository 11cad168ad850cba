import type { SystemContext } from '@chakra-ui/react';
import { STYLE_KEY } from './style-cache.ts';

/** The global stylesheet as emotion's <Global> takes it already serialized: its name and text. */
interface SerializedGlobal {
  name: string;
  styles: string;
  next: undefined;
}

/** CSS as emotion writes it out: the layers' `@layer reset, base;` becomes `@layer reset,base;`. */
const squeeze = (css: string) => css.replace(/\s+/g, '');

/**
 * On a page the server drew, the system's global stylesheet (the reset, the base styles, the
 * tokens) is in the page already, in the `<style>` element emotion named after it
 * (server/critical-css.ts). ChakraProvider's <Global> is given that name and text instead of the
 * styles to write out and serialize again: it finds the element by the name and takes it over.
 * The other global element is the layers' order, which <Global> finds by itself.
 */
export function adoptServerGlobalStyles(system: SystemContext, doc: Document = document): void {
  const globals = [
    ...doc.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${STYLE_KEY}-global "]`),
  ].filter((element) => squeeze(element.textContent ?? '') !== squeeze(system.layers.atRule));
  // One, or it is not a page this build drew: the system writes its styles out itself.
  if (globals.length !== 1) return;
  const [element] = globals;
  const name = element?.dataset.emotion?.split(' ')[1];
  if (!element || !name) return;
  const serialized: SerializedGlobal = { name, styles: element.textContent ?? '', next: undefined };
  // SystemContext types _global as the styles to write out; a serialized one is what <Global>
  // takes too (emotion's serializeStyles returns it as it is).
  (system as unknown as { _global: SerializedGlobal })._global = serialized;
}
