import { describe, expect, it } from 'vitest';
import {
  FIXED_PAGES,
  namesUnknownSlug,
  NO_KNOWN_SLUGS,
  OTHER_PAGES,
  pageRoute,
  type KnownSlugs,
} from './page-routes.ts';
import { applyRollup, emptyDay, rollupDelta } from './rollup.ts';

const KNOWN: KnownSlugs = {
  essays: new Set(['the-edge-dilemma']),
  dispatches: new Set(['week-12']),
  prompts: new Set(['board-prep']),
};

describe('pageRoute', () => {
  it('keeps the fixed pages, without query, fragment, case or trailing slash', () => {
    expect(pageRoute('/', KNOWN)).toBe('/');
    expect(pageRoute('/?ref=x#top', KNOWN)).toBe('/');
    expect(pageRoute('/Five-Capabilities/', KNOWN)).toBe('/five-capabilities');
    expect(pageRoute('/prompts/edge-signals', KNOWN)).toBe('/prompts/edge-signals');
    expect(pageRoute('/admin/analytics', KNOWN)).toBe('/admin');
    expect(pageRoute('/unsubscribe/one-click', KNOWN)).toBe('/unsubscribe');
    for (const page of FIXED_PAGES) expect(pageRoute(page, NO_KNOWN_SLUGS)).toBe(page);
  });

  it('keeps a content page of a published slug, at its own address or at /{slug}', () => {
    expect(pageRoute('/essays/the-edge-dilemma', KNOWN)).toBe('/essays/the-edge-dilemma');
    expect(pageRoute('/dispatches/week-12', KNOWN)).toBe('/dispatches/week-12');
    expect(pageRoute('/prompts/detail/board-prep', KNOWN)).toBe('/prompts/detail/board-prep');
    expect(pageRoute('/the-edge-dilemma', KNOWN)).toBe('/the-edge-dilemma');
    expect(pageRoute('/board-prep', KNOWN)).toBe('/board-prep');
  });

  it('counts unknown slugs, wrong kinds and anything else as other', () => {
    for (const path of [
      '/essays/not-published',
      '/essays/week-12',
      '/dispatches/the-edge-dilemma',
      '/prompts/not-a-category',
      '/no-such-piece',
      '/essays/the-edge-dilemma/extra',
      '/admin/a/b',
      '//evil.example/x',
      '/\\evil.example/x',
      `/${'x'.repeat(2047)}`,
    ]) {
      expect(pageRoute(path, KNOWN), path).toBe(OTHER_PAGES);
    }
  });

  it('tells when a path names a slug the list may lack', () => {
    expect(namesUnknownSlug('/essays/just-published', KNOWN)).toBe(true);
    expect(namesUnknownSlug('/just-published', KNOWN)).toBe(true);
    expect(namesUnknownSlug('/essays/the-edge-dilemma', KNOWN)).toBe(false);
    expect(namesUnknownSlug('/five-capabilities', KNOWN)).toBe(false);
    expect(namesUnknownSlug('/a%20b', KNOWN)).toBe(false);
  });
});

describe("a day's per-page entries", () => {
  it('stay bounded with 10,000 unique paths: fixed and published pages, and one other', () => {
    const day = emptyDay('2026-11-20');
    const at = new Date('2026-11-20T12:00:00Z');
    const count = (pagePath: string) =>
      applyRollup(day, rollupDelta({ kind: 'page_view', pagePath, at }, KNOWN));
    for (let i = 0; i < 10_000; i += 1) {
      // 190-character paths (the size that filled the day document at 607), and longer ones.
      const unique = `/${String(i).padStart(5, '0')}-${'p'.repeat(i % 2 ? 183 : 2000)}`;
      count(i % 3 === 0 ? `/essays/${unique.slice(1)}` : unique);
    }
    count('/essays/the-edge-dilemma');
    count('/');
    expect(day.pageViews).toBe(10_002);
    expect(day.pages).toEqual({
      [OTHER_PAGES]: 10_000,
      '%2Fessays%2Fthe-edge-dilemma': 1,
      '%2F': 1,
    });
    expect(JSON.stringify(day).length).toBeLessThan(1_000);
  });
});
