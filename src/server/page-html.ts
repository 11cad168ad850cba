import { SERVER_STATE_ID, type ServerState } from '../app/hydration.ts';
import type { PageHead } from '../domain/page-head.ts';
import { jsonForHtml } from '../domain/structured-data.ts';
import { GATED_PIECE_META } from '../pwa/boot-script.ts';
import { toWire } from '../domain/wire-json.ts';

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
    ...parts.preloads.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`,
    ),
  ].join('\n    ');
  const data = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForHtml(toWire(parts.state))}</script>`;
  // Replacer functions: a `$` in the markup or the CSS is text, not a replacement pattern.
  return (
    shell.slice(0, start) +
    head +
    shell.slice(end + HEAD_END.length).replace('</head>', () => `${parts.styles}</head>`)
  ).replace(ROOT, () => `<div id="root">${parts.markup}</div>${data}`);
}
