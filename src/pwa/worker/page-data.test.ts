import { dehydrate, hydrate, QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { dispatch, essay } from '../../backend/seed/helpers.ts';
import { pieceAtPath } from '../../domain/piece-paths.ts';
import { OFFLINE_FORMAT, type SavedPiece } from '../../domain/saved-pieces.ts';
import { jsonForHtml } from '../../domain/structured-data.ts';
import type { ContentPiece } from '../../domain/types.ts';
import { fromWire, toWire } from '../../domain/wire-json.ts';
import {
  gatedPieceId,
  pagePiece,
  readableOnDevice,
  savedCopyPage,
  withoutAppCode,
} from './page-data.ts';

const theEssay: ContentPiece = {
  kind: 'essay',
  item: essay({
    id: 'essay-1',
    title: 'The EDGE Dilemma',
    slug: 'the-edge-dilemma',
    content: 'Text.',
    publishedOn: '2026-06-02',
    category: 'general',
  }),
};
const theDispatch: ContentPiece = {
  kind: 'dispatch',
  item: dispatch({
    id: 'd-1',
    title: 'Dispatch',
    slug: 'two-hours',
    content: 'Text.',
    publishedOn: '2026-06-02',
  }),
};

/** A page as the server draws it: the app's markup, then the query cache it was drawn from. */
function serverPage(answers: [unknown[], unknown][], gated?: string): string {
  const client = new QueryClient();
  for (const [key, data] of answers) client.setQueryData(key, data);
  const state = { queries: dehydrate(client), origin: 'https://edge.example' };
  return [
    '<!doctype html><html lang="en"><head>',
    gated ? `<meta name="edge:gated-piece" content="${gated}" />` : '',
    '</head><body><div id="root"><div class="e-1" data-saved-copy-slot=""><div role="status">',
    '<span data-reason="offline">You&#x27;re offline.</span> You&#x27;re reading the copy saved on',
    ' this device on <span data-saved-on=""></span>.</div></div><article>Text.</article></div>',
    `<script type="application/json" id="edge-state">${jsonForHtml(toWire(state))}</script>`,
    '</body></html>',
  ].join('');
}

const essayKey = ['content', 'essays', 'slug', 'the-edge-dilemma'];
const saved = (piece: ContentPiece): SavedPiece => ({
  format: OFFLINE_FORMAT,
  key: `${piece.kind}:${piece.item.slug}`,
  piece,
  images: [],
  savedAt: new Date(Date.UTC(2026, 10, 27, 12)),
  readAt: new Date(Date.UTC(2026, 10, 27, 12)),
  pinned: false,
  bytes: 1000,
});

/** The page's data as the app hydrates it: what each content query answers. */
function hydrated(html: string) {
  const json = /<script type="application\/json" id="edge-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const state = fromWire(JSON.parse(json!)) as { queries: Parameters<typeof hydrate>[1] };
  const client = new QueryClient();
  hydrate(client, state.queries);
  return (key: unknown[]) => client.getQueryData(key);
}

describe("the worker's reading of a server-drawn page", () => {
  it('finds the piece the page shows, at its address and at /{slug}', () => {
    const page = serverPage([[essayKey, { source: 'network', piece: theEssay }]]);
    expect(pagePiece(page, pieceAtPath('/essays/the-edge-dilemma')!)).toEqual(theEssay);
    expect(pagePiece(page, pieceAtPath('/the-edge-dilemma')!)).toEqual(theEssay);
    const atSlug = serverPage([
      [['content', 'essays', 'slug', 'two-hours'], { source: 'network', piece: null }],
      [['content', 'dispatches', 'slug', 'two-hours'], { source: 'network', piece: theDispatch }],
    ]);
    expect(pagePiece(atSlug, pieceAtPath('/two-hours')!)).toEqual(theDispatch);
  });

  it('finds no piece in a page of no piece, the shell, or one of another kind', () => {
    const none = serverPage([[essayKey, { source: 'network', piece: null }]]);
    expect(pagePiece(none, pieceAtPath('/essays/the-edge-dilemma')!)).toBeNull();
    expect(
      pagePiece('<html><body><div id="root"></div></body></html>', pieceAtPath('/x')!),
    ).toBeNull();
    const page = serverPage([[essayKey, { source: 'network', piece: theEssay }]]);
    expect(pagePiece(page, pieceAtPath('/dispatches/the-edge-dilemma')!)).toBeNull();
  });

  it('names the piece behind its free-view gate', () => {
    expect(gatedPieceId(serverPage([], 'essay-1'))).toBe('essay-1');
    expect(gatedPieceId(serverPage([]))).toBeNull();
  });

  it("keeps only what this device may read, by the app's free-view rule", () => {
    const gated = serverPage([], 'essay-1');
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(readableOnDevice(gated, { viewed: five, unlimited: false })).toBe(false);
    expect(
      readableOnDevice(gated, { viewed: [...five.slice(1), 'essay-1'], unlimited: false }),
    ).toBe(true);
    expect(readableOnDevice(gated, { viewed: five.slice(1), unlimited: false })).toBe(true);
    expect(readableOnDevice(gated, { viewed: five, unlimited: true })).toBe(true);
    // Views the page never noted for the worker: as a first visit, nothing counted yet.
    expect(readableOnDevice(gated, null)).toBe(true);
    expect(readableOnDevice(serverPage([]), { viewed: five, unlimited: false })).toBe(true);
  });
});

describe('a kept page opened as the saved copy', () => {
  it('says so on <html>, with the date it was saved, and its data is the saved copy', () => {
    const page = serverPage([[essayKey, { source: 'network', piece: theEssay }]]);
    const copy = savedCopyPage(page, {
      at: pieceAtPath('/essays/the-edge-dilemma')!,
      saved: saved(theEssay),
      reason: 'offline',
    })!;
    expect(copy).toMatch(/^<!doctype html><html data-saved-copy="offline" lang="en">/);
    expect(copy).toContain('this device on <span data-saved-on="">Nov 27, 2026</span>.');
    expect(hydrated(copy)(essayKey)).toEqual({
      source: 'saved',
      piece: theEssay,
      saved: saved(theEssay),
    });
    expect(copy).toContain('<article>Text.</article>');
  });

  it('answers at /{slug} as the app asks there: the kinds before the piece have nothing', () => {
    const page = serverPage([
      [['content', 'dispatches', 'slug', 'two-hours'], { source: 'network', piece: theDispatch }],
    ]);
    const copy = savedCopyPage(page, {
      at: pieceAtPath('/two-hours')!,
      saved: saved(theDispatch),
      reason: 'unreachable',
    })!;
    const data = hydrated(copy);
    expect(data(['content', 'essays', 'slug', 'two-hours'])).toEqual({
      source: 'network',
      piece: null,
    });
    expect(data(['content', 'dispatches', 'slug', 'two-hours'])).toMatchObject({
      source: 'saved',
      piece: theDispatch,
    });
    expect(data(['content', 'prompts', 'slug', 'two-hours'])).toBeUndefined();
    expect(copy).toContain('data-saved-copy="unreachable"');
  });

  it('is no copy when the kept page does not carry the piece', () => {
    const other = serverPage([[essayKey, { source: 'network', piece: theEssay }]]);
    expect(
      savedCopyPage(other, {
        at: pieceAtPath('/two-hours')!,
        saved: saved(theDispatch),
        reason: 'offline',
      }),
    ).toBeNull();
  });
});

describe('withoutAppCode', () => {
  it("drops the meta tags naming the app's code, and nothing else", () => {
    const html = [
      '<head><meta name="edge:gated-piece" content="essay-1" />',
      '<meta name="edge:entry" content="/assets/a.js /assets/b.js" />',
      '<meta name="edge:preload" content="/assets/c.js" />',
      '<script>boot()</script></head><body><article><h1>Title</h1></article></body>',
    ].join('\n');
    const stripped = withoutAppCode(html);
    expect(stripped).not.toContain('/assets/');
    expect(stripped).toContain('<meta name="edge:gated-piece" content="essay-1" />');
    expect(stripped).toContain('<script>boot()</script>');
    expect(stripped).toContain('<article><h1>Title</h1></article>');
  });
});
