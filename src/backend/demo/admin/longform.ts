import { contentScope } from '../../../domain/access.ts';
import {
  planLongformSave,
  sortForAdmin,
  type Longform,
  type LongformEntity,
  type LongformInput,
} from '../../../domain/cms/longform-save.ts';
import { sortVersions, type ContentVersion } from '../../../domain/cms/versions.ts';
import type { AdminLongformApi } from '../../admin-content-api.ts';
import type { DemoContext } from '../context.ts';
import type { DemoTransaction } from '../database.ts';
import { newId } from '../ids.ts';
import type { StoredContentVersion } from '../records.ts';
import { withShownImages, withStoredImages } from '../uploads.ts';
import { demoCaller } from './guard.ts';

type Collection = 'essays' | 'articles';

/**
 * Essays or dispatches in the demo database. A save is one transaction over the pieces and their
 * kept versions: the version check, the slug check, the write and the archived version happen
 * together or not at all, as in the Firestore transaction.
 */
export function createDemoAdminLongform<T extends Longform>(
  ctx: DemoContext,
  collection: Collection,
  entity: LongformEntity,
): AdminLongformApi<T> {
  const { db, remote, now } = ctx;
  const pieces = (tx: DemoTransaction) => tx.docs(collection) as T[];
  const versionId = (id: string, version: number) => `${collection}/${id}/${version}`;

  const save = (id: string, input: LongformInput<T>, baseVersion: number | null) =>
    remote(async () => {
      const caller = await demoCaller(ctx);
      const stored = withStoredImages(input);
      const piece = await db.transact([collection, 'content_versions'], (tx) => {
        const docs = pieces(tx);
        const at = docs.findIndex((doc) => doc.id === id);
        const existing = docs[at] ?? null;
        caller.may(
          collection,
          existing ? 'update' : 'create',
          contentScope(collection, existing ?? stored),
        );
        const plan = planLongformSave<T>({
          entity,
          id,
          existing,
          baseVersion,
          input: stored,
          slugOwner: docs.find((doc) => doc.slug === stored.slug && doc.id !== id)?.id ?? null,
          uid: caller.user.uid,
          now: now(),
        });
        if (existing) docs[at] = plan.piece;
        else docs.push(plan.piece);
        const versions = tx.docs('content_versions');
        if (plan.archive) {
          caller.may('content_versions', 'create', 'any');
          versions.push({
            ...plan.archive,
            id: versionId(id, plan.archive.version),
            collection,
            pieceId: id,
          });
        }
        if (plan.prune !== null) {
          const gone = versions.findIndex((v) => v.id === versionId(id, plan.prune!));
          if (gone >= 0) versions.splice(gone, 1);
        }
        return plan.piece;
      });
      return (await withShownImages(db, [piece]))[0]!;
    });

  const asVersion = (stored: StoredContentVersion): ContentVersion<T> => ({
    version: stored.version,
    archivedAt: stored.archivedAt,
    archivedBy: stored.archivedBy,
    snapshot: stored.snapshot as T,
  });

  return {
    list: () =>
      remote(async () => {
        (await demoCaller(ctx)).may(collection, 'list', 'hidden');
        await ctx.publishDue();
        return sortForAdmin(await withShownImages(db, (await db.list(collection)) as T[]));
      }),
    get: (id) =>
      remote(async () => {
        const caller = await demoCaller(ctx);
        const found = ((await db.list(collection)) as T[]).find((doc) => doc.id === id) ?? null;
        caller.may(collection, 'get', found ? contentScope(collection, found) : 'hidden');
        return found && (await withShownImages(db, [found]))[0]!;
      }),
    create: (input) => save(newId(), input, null),
    update: (id, input, baseVersion) => save(id, input, baseVersion),
    remove: (id) =>
      remote(async () => {
        const caller = await demoCaller(ctx);
        await db.transact([collection, 'content_versions'], (tx) => {
          const docs = pieces(tx);
          const at = docs.findIndex((doc) => doc.id === id);
          const existing = docs[at];
          caller.may(
            collection,
            'delete',
            existing ? contentScope(collection, existing) : 'hidden',
          );
          if (existing) docs.splice(at, 1);
          // Its kept versions go with it.
          const versions = tx.docs('content_versions');
          const kept = versions.filter((v) => !(v.collection === collection && v.pieceId === id));
          if (kept.length !== versions.length) caller.may('content_versions', 'delete', 'any');
          versions.splice(0, versions.length, ...kept);
        });
      }),
    versions: (id) =>
      remote(async () => {
        (await demoCaller(ctx)).may('content_versions', 'list', 'any');
        const all = await db.list('content_versions');
        const mine = all.filter((v) => v.collection === collection && v.pieceId === id);
        const shown = await withShownImages(
          db,
          mine.map((v) => v.snapshot as T),
        );
        return sortVersions(mine.map((v, i) => ({ ...asVersion(v), snapshot: shown[i]! })));
      }),
  };
}
