// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { css as serializeStyles } from '@emotion/react';
import { StyleSheet } from '@emotion/sheet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserStyleCache, STYLE_CACHE_OPTIONS, STYLE_KEY } from './style-cache.ts';

/** What happens to <head>'s children while `act` runs: every node added or removed. */
function headChanges(act: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.head, { childList: true });
  act();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.flatMap((record) => [
    ...[...record.removedNodes].map((node) => `removed ${node.nodeName}`),
    ...[...record.addedNodes].map((node) => `added ${node.nodeName}`),
  ]);
}

// Each test starts from an empty <head>; what was there before the file (the
// styles earlier renders wrote) is set aside and given back after.
let earlier: ChildNode[] = [];
beforeAll(() => {
  earlier = [...document.head.childNodes];
  document.head.replaceChildren();
});
afterEach(() => document.head.replaceChildren());
afterAll(() => document.head.replaceChildren(...earlier));

describe('createBrowserStyleCache', () => {
  it("takes the server's class rules over where they are, and counts them inserted", () => {
    document.head.innerHTML =
      `<style data-emotion="${STYLE_KEY}-global ad1llf" data-s="">@layer reset;</style>` +
      `<style data-emotion="${STYLE_KEY} prrujb 1d7q6fb" data-s="">.e-prrujb{display:flex}</style>` +
      '<meta name="description" content="after the styles">';
    const server = document.head.querySelector(`style[data-emotion^="${STYLE_KEY} "]`);
    let cache: ReturnType<typeof createBrowserStyleCache> | undefined;
    expect(headChanges(() => (cache = createBrowserStyleCache()))).toEqual([]);
    expect(cache?.inserted).toEqual({ prrujb: true, '1d7q6fb': true });
    expect(cache?.sheet.tags).toEqual([server]);
    expect(document.head.lastElementChild?.nodeName).toBe('META');
  });

  it("lets each global stylesheet (emotion's <Global>) take its element over in place", () => {
    createBrowserStyleCache();
    document.head.innerHTML = '<style id="global">:root{}</style><meta name="x" content="y">';
    const node = document.getElementById('global') as HTMLStyleElement;
    const sheet = new StyleSheet({ key: `${STYLE_KEY}-global`, container: document.head });
    expect(headChanges(() => sheet.hydrate([node]))).toEqual([]);
    expect(sheet.tags).toEqual([node]);
  });

  it('still inserts a style element that is not in the sheet’s container yet', () => {
    createBrowserStyleCache();
    const node = document.createElement('style');
    const sheet = new StyleSheet({ key: `${STYLE_KEY}-global`, container: document.head });
    expect(headChanges(() => sheet.hydrate([node]))).toEqual(['added STYLE']);
    expect(node.parentNode).toBe(document.head);
  });
});

describe('the style caches’ prefixes', () => {
  /** The rules a cache with the site's options writes for `css` under `selector`. */
  function rulesOf(css: string, selector = '.x'): string[] {
    const rules: string[] = [];
    const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as StyleSheet;
    const cache = createCache({ ...STYLE_CACHE_OPTIONS, container: document.head });
    cache.insert(selector, serializeStyles(css), sheet, false);
    return rules;
  }

  it('writes what every browser reads unprefixed as it is', () => {
    expect(rulesOf('display:flex;align-items:center;flex-shrink:0;appearance:none;')).toEqual([
      '.x{display:flex;align-items:center;flex-shrink:0;appearance:none;}',
    ]);
    expect(rulesOf('color:gray;', '.x::placeholder')).toEqual(['.x::placeholder{color:gray;}']);
    expect(rulesOf('@keyframes spin{to{transform:rotate(1turn);}}', '')).toEqual([
      '@keyframes spin{to{transform:rotate(1turn);}}',
    ]);
  });

  it('adds -webkit- where a browser of the site still needs it', () => {
    expect(rulesOf('user-select:none;backdrop-filter:blur(4px);background-clip:text;')).toEqual([
      '.x{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(4px);' +
        'backdrop-filter:blur(4px);-webkit-background-clip:text;background-clip:text;}',
    ]);
  });
});
