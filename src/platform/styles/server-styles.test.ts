// @vitest-environment jsdom
import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { adoptServerGlobalStyles } from './server-styles.ts';

/** The layers' order as Chakra words it, and as emotion writes it into the page. */
const LAYERS = '@layer reset, base, tokens, recipes;';
const WRITTEN_LAYERS = '@layer reset,base,tokens,recipes;';

/** A system as far as adoptServerGlobalStyles reads and writes it. */
const system = () =>
  ({ layers: { atRule: LAYERS }, _global: ['to write out'] }) as unknown as SystemContext & {
    _global: unknown;
  };

function page(styles: string) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = styles;
  return doc;
}

describe('adoptServerGlobalStyles', () => {
  it("gives ChakraProvider's <Global> the server's stylesheet, serialized, by its name", () => {
    const sys = system();
    adoptServerGlobalStyles(
      sys,
      page(
        `<style data-emotion="e-global ad1llf">${WRITTEN_LAYERS}</style>` +
          '<style data-emotion="e-global 22v6dk">:root{--chakra-colors-gray-50:#fafafa;}</style>' +
          '<style data-emotion="e prrujb">.e-prrujb{display:flex;}</style>',
      ),
    );
    expect(sys._global).toEqual({
      name: '22v6dk',
      styles: ':root{--chakra-colors-gray-50:#fafafa;}',
      next: undefined,
    });
  });

  it('leaves the system to write its styles out on a page the server did not draw', () => {
    const sys = system();
    adoptServerGlobalStyles(sys, page(''));
    expect(sys._global).toEqual(['to write out']);
  });
});
