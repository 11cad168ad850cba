/**
 * What the worker reads in, and writes into, a page the server drew: the piece it shows (from
 * the query cache the page carries for hydrating, `<script id="edge-state">`), the piece behind
 * its free-view gate, and the same page made into the device's saved copy. Plain text work: the
 * worker has no DOM.
 */
import { formatShortDate } from '../../domain/content-rules.ts';
import { accessTo } from '../../domain/free-views.ts';
import type { PieceAtPath } from '../../domain/piece-paths.ts';
import {
  CONTENT_KINDS,
  SAVED_COPY_ATTRIBUTE,
  SAVED_ON_ATTRIBUTE,
  type SavedCopyReason,
  type SavedPiece,
} from '../../domain/saved-pieces.ts';
import { jsonForHtml } from '../../domain/structured-data.ts';
import type { ContentKind, ContentPiece } from '../../domain/types.ts';
import { fromWire, toWire } from '../../domain/wire-json.ts';
import { ENTRY_META, GATED_PIECE_META, PRELOAD_META } from '../../platform/document/boot-script.ts';
import type { DeviceAccess } from '../../platform/offline/device-access.ts';

/** The group of a kind in the content query keys (stores/content-keys.ts). */
const GROUP: Record<ContentKind, string> = {
  essay: 'essays',
  dispatch: 'dispatches',
  prompt: 'prompts',
};

interface Query {
  queryKey: unknown[];
  queryHash: string;
  state: { data?: unknown } & Record<string, unknown>;
}
interface State {
  queries: { queries: Query[] } & Record<string, unknown>;
}

const STATE_SCRIPT = /(<script type="application\/json" id="edge-state">)([\s\S]*?)(<\/script>)/;

/** The query cache the page carries, or null (the shell, or not this site's page). */
function readState(html: string): State | null {
  const json = STATE_SCRIPT.exec(html)?.[2];
  if (!json) return null;
  try {
    const state = fromWire(JSON.parse(json)) as State;
    return Array.isArray(state?.queries?.queries) ? state : null;
  } catch {
    return null;
  }
}

const kindsAt = (at: PieceAtPath): readonly ContentKind[] =>
  at.kind === 'any' ? CONTENT_KINDS : [at.kind];
const keyOf = (kind: ContentKind, slug: string) => ['content', GROUP[kind], 'slug', slug];
const isKey = (query: Query, key: unknown[]) =>
  query.queryKey.length === key.length && query.queryKey.every((part, i) => part === key[i]);

/** The piece a server-drawn page at `at` shows, as the server read it; null for any other page. */
export function pagePiece(html: string, at: PieceAtPath): ContentPiece | null {
  const queries = readState(html)?.queries.queries ?? [];
  for (const kind of kindsAt(at)) {
    const data = queries.find((query) => isKey(query, keyOf(kind, at.slug)))?.state.data as
      { source?: unknown; piece?: ContentPiece | null } | undefined;
    if (data?.source === 'network' && data.piece?.kind === kind) return data.piece;
  }
  return null;
}

/** The id of the piece behind the page's free-view gate, if it has one. */
export function gatedPieceId(html: string): string | null {
  const pattern = new RegExp(`<meta name="${GATED_PIECE_META}" content="([^"]*)"`);
  return pattern.exec(html)?.[1] ?? null;
}

/**
 * Whether this device may read the piece of a page (domain/free-views.ts's rule, as the boot
 * script applies it before the page paints): a page with no gate, a device whose views the page
 * has not noted for the worker (`access` null), a piece read before or within the free views, a
 * confirmed subscriber.
 */
export function readableOnDevice(html: string, access: DeviceAccess | null): boolean {
  const gated = gatedPieceId(html);
  if (!gated || !access) return true;
  const views = { viewedContent: access.viewed, lastUpdated: '' };
  return accessTo(views, gated, access.unlimited).open;
}

/**
 * The kept page of `saved` made into the copy the device opens at `at`: the page as the server
 * drew it, its data saying it is the saved copy (what the app shows once hydrated: the saved-copy
 * notice), the notice the server drew hidden shown by <html>'s attribute, `reason` saying why,
 * and the date the copy was saved. At /{slug}, the kinds the app asks before the piece's are
 * answered as having nothing there, as the server would have.
 */
export function savedCopyPage(
  html: string,
  { at, saved, reason }: { at: PieceAtPath; saved: SavedPiece; reason: SavedCopyReason },
): string | null {
  const state = readState(html);
  const template = state?.queries.queries.find((query) =>
    isKey(query, keyOf(saved.piece.kind, saved.piece.item.slug)),
  );
  if (!state || !template) return null;
  const answered = (kind: ContentKind, data: unknown): Query => {
    const queryKey = keyOf(kind, at.slug);
    return {
      ...template,
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: { ...template.state, data },
    };
  };
  const own = kindsAt(at).indexOf(saved.piece.kind);
  const answers = kindsAt(at).flatMap((kind, i) =>
    i < own
      ? [answered(kind, { source: 'network', piece: null })]
      : i === own
        ? [answered(kind, { source: 'saved', piece: saved.piece, saved })]
        : [],
  );
  const replaced = new Set(answers.map((query) => query.queryHash));
  const queries = [
    ...state.queries.queries.filter((query) => !replaced.has(JSON.stringify(query.queryKey))),
    ...answers,
  ];
  const data = jsonForHtml(toWire({ ...state, queries: { ...state.queries, queries } }));
  return html
    .replace(
      STATE_SCRIPT,
      (_all, open: string, _json: string, close: string) => open + data + close,
    )
    .replace(/<html\b/, `<html ${SAVED_COPY_ATTRIBUTE}="${reason}"`)
    .replace(
      new RegExp(`(<[a-z]+ [^>]*${SAVED_ON_ATTRIBUTE}=""[^>]*>)[^<]*(</)`),
      (_all, open: string, close: string) => open + formatShortDate(saved.savedAt) + close,
    );
}

/**
 * `html` without the app's code (the files the boot script loads, which its meta tags name): a
 * kept page opened before the app's code is all on the device stays as the server drew it,
 * rather than have its code fail for a file the network never brought and draw an error.
 */
export function withoutAppCode(html: string): string {
  const named = new RegExp(`<meta name="(?:${ENTRY_META}|${PRELOAD_META})"[^>]*>\\s*`, 'g');
  return html.replace(named, '');
}
