/**
 * What the demo backend publishes, as the service worker reads it for "Keep new dispatches on
 * this device" (worker/keep-new.ts): the demo's own database in IndexedDB (backend/demo/records.ts
 * describes it), read only, with the rules its public reads apply (domain/access.ts), a scheduled
 * piece whose time has come counting as published (the demo publishes it at its next read, as
 * its scheduler would have: backend/demo/scheduler.ts). Its code is in the demo build only.
 */
import { createStore, get } from 'idb-keyval';
import { contentScope } from '../../domain/access.ts';
import type { PublishedRef } from '../../domain/keep-new.ts';
import { piecePath } from '../../domain/site-routes.ts';
import type { ContentPiece, Dispatch, Essay } from '../../domain/types.ts';

type Longform = Essay | Dispatch;

// Where the demo keeps its collections (backend/demo/records.ts's DEFAULT_DB_NAME and STORE_NAME:
// the worker may not import the backend's code, and the e2e test reads the same database).
const DEMO_DB = 'edge-navigator-demo';
const DEMO_STORE = 'collections';

/** The published form of a stored piece at `now`, or null when the public may not read it. */
function publishedAt(
  collection: 'essays' | 'articles',
  item: Longform,
  now: Date,
): Longform | null {
  const scope = contentScope(collection, item);
  if (scope === 'public') return item;
  const due = scope === 'scheduled' && item.scheduledAt && item.scheduledAt <= now;
  return due ? { ...item, status: 'published', publishedAt: item.scheduledAt } : null;
}

/**
 * The demo's published essays and dispatches, read from its database `dbName` (an empty list
 * when the demo has never run on this device), each with the piece the library saves.
 */
export async function demoPublished(
  now: Date,
  dbName = DEMO_DB,
): Promise<{ ref: PublishedRef; piece: ContentPiece }[]> {
  const store = createStore(dbName, DEMO_STORE);
  const [essays, articles] = await Promise.all([
    get<Essay[]>('essays', store),
    get<Dispatch[]>('articles', store),
  ]);
  const listed = [
    ...(essays ?? []).map((item) => ({
      collection: 'essays' as const,
      kind: 'essay' as const,
      item,
    })),
    ...(articles ?? []).map((item) => ({
      collection: 'articles' as const,
      kind: 'dispatch' as const,
      item,
    })),
  ];
  return listed.flatMap(({ collection, kind, item }) => {
    const shown = publishedAt(collection, item, now);
    if (!shown?.publishedAt) return [];
    const piece = { kind, item: shown } as ContentPiece;
    const ref: PublishedRef = {
      key: `${kind}:${item.slug}`,
      kind,
      path: piecePath(kind, item.slug),
      published: shown.publishedAt,
    };
    return [{ ref, piece }];
  });
}
