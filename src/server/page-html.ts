import { SERVER_STATE_ID, type ServerState } from '../platform/lifecycle/hydration.ts';
import type { PageHead } from '../domain/page-head.ts';
import { jsonForHtml } from '../domain/structured-data.ts';
import { ENTRY_META, GATED_PIECE_META, PRELOAD_META } from '../platform/document/boot-script.ts';
import { toWire } from '../domain/wire-json.ts';

/** Without JavaScript a rendered page still reads: the shell's note says what needs it. */
export const RENDERED_NOSCRIPT =
  'Subscribing, signing in and reading offline need JavaScript; this page reads without it.';

/** Marks, in index.html, the head tags a rendered page replaces with its own. */
export const HEAD_START = '<!-- edge:head -->';
export const HEAD_END = '<!-- /edge:head -->';
const ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page head as HTML: title, description, canonical link, social tags and JSON-LD. */
export function headTags(head: PageHead): string {
  return [
    `<title>${escapeText(head.title)}</title>`,
    ...head.meta.map(
      (m) =>
        `<meta ${m.key}="${escapeAttribute(m.name)}" content="${escapeAttribute(m.content)}" />`,
    ),
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${jsonForHtml(head.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
}

const metaPattern = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`);
const ENTRY_PATTERN = metaPattern(ENTRY_META);
const PRELOAD_PATTERN = metaPattern(PRELOAD_META);

/** The files the shell's entry and preload meta tags name (platform/document/boot-script.ts). */
export function shellFiles(shell: string): string[] {
  return [ENTRY_PATTERN, PRELOAD_PATTERN].flatMap(
    (pattern) => pattern.exec(shell)?.[1]?.split(' ').filter(Boolean) ?? [],
  );
}

/** The shell with `files` added to those its preload meta tag names, fetched beside the entry. */
function withPreloads(shell: string, files: readonly string[]): string {
  if (files.length === 0) return shell;
  if (!PRELOAD_PATTERN.test(shell)) throw new Error(`The shell has no ${PRELOAD_META} meta tag`);
  const added = files.map((file) => `/${escapeAttribute(file)}`);
  return shell.replace(PRELOAD_PATTERN, (_tag, listed: string) => {
    const all = [...listed.split(' ').filter(Boolean), ...added];
    return `<meta name="${PRELOAD_META}" content="${all.join(' ')}"`;
  });
}

/** What a rendered page puts into the app's shell. */
export interface PageParts {
  head: PageHead;
  /** `<style>` elements: the page's critical CSS. */
  styles: string;
  /** The app's markup, for #root. */
  markup: string;
  /** What the browser hydrates the markup with. */
  state: ServerState;
  /** Built files the page's route needs, fetched at once beside the entry. */
  preloads: readonly string[];
  /** The id of the piece behind the free-view gate on this page, if any. */
  gatedPiece?: string;
}

/**
 * The HTML document of a rendered page: the app's shell (the built index.html, its scripts and
 * the boot script) with the page's own head, its critical CSS, its markup and its data.
 */
export function pageHtml(shell: string, parts: PageParts): string {
  const start = shell.indexOf(HEAD_START);
  const end = shell.indexOf(HEAD_END);
  if (start < 0 || end < start || !shell.includes(ROOT)) {
    throw new Error('The shell has no head marks or no #root: is it the built index.html?');
  }
  const head = [
    headTags(parts.head),
    ...(parts.gatedPiece
      ? [`<meta name="${GATED_PIECE_META}" content="${escapeAttribute(parts.gatedPiece)}" />`]
      : []),
  ].join('\n    ');
  const data = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForHtml(toWire(parts.state))}</script>`;
  // Replacer functions: a `$` in the markup or the CSS is text, not a replacement pattern.
  return withPreloads(
    shell.slice(0, start) +
      head +
      shell.slice(end + HEAD_END.length).replace('</head>', () => `${parts.styles}</head>`),
    parts.preloads,
  )
    .replace(ROOT, () => `<div id="root">${parts.markup}</div>${data}`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, `<noscript>${RENDERED_NOSCRIPT}</noscript>`);
}
