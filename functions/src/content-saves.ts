import type { Firestore } from 'firebase-admin/firestore';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  planLongformSave,
  type Longform,
  type LongformEntity,
} from '../../src/domain/cms/longform-save.ts';
import { RESOURCE_NOT_FOUND } from '../../src/domain/cms/messages.ts';
import { planPromptSave, slugForPrompt } from '../../src/domain/cms/prompt-save.ts';
import {
  deleteRequest,
  parseRequest,
  pieceSaveRequest,
  promptSaveRequest,
  reorderRequest,
} from '../../src/domain/cms/save-requests.ts';
import { readEntity, toDocument } from '../../src/domain/entities/entity.ts';
import { dispatchEntity, essayEntity } from '../../src/domain/entities/longform.ts';
import { promptEntity } from '../../src/domain/entities/prompt.ts';
import { BackendError } from '../../src/domain/errors.ts';
import type { Prompt } from '../../src/domain/types.ts';
import { ADMIN_CALLABLE, assertAdmin } from './admin-callable.ts';
import { adminDb } from './admin-app.ts';
import { claimOwner, ownClaim, readClaims, unclaimedHolder, writeClaims } from './content-store.ts';
import { toHttpsError } from './https-error.ts';

// The CMS's writes of content (issue 12), made here in one Firestore transaction each: the
// version check, the slug claim and the kept version happen together or not at all, with the
// save rules of src/domain/cms/ that the demo backend runs too. Doing it on the server keeps the
// transaction code of the Firestore SDK out of every visitor's download.

export interface ContentDeps {
  db: Firestore;
  now: () => Date;
}

type Request = Pick<CallableRequest, 'auth' | 'data'>;
const ENTITIES: Record<'essays' | 'articles', LongformEntity> = {
  essays: essayEntity,
  articles: dispatchEntity,
};

/** Creates a prompt, or saves one over the version its form opened. */
export async function savePromptHandler(
  request: Request,
  { db, now }: ContentDeps,
): Promise<Prompt> {
  const caller = await assertAdmin(request, db);
  const { id, baseVersion, input } = parseRequest(promptSaveRequest, request.data);
  const docId = id ?? db.collection('resources').doc().id;
  const slug = slugForPrompt(typeof input.title === 'string' ? input.title : '');
  const unclaimed = await unclaimedHolder(db, 'resources', slug, docId);
  return db.runTransaction(async (tx) => {
    const ref = db.collection('resources').doc(docId);
    const snap = await tx.get(ref);
    const existing = snap.exists ? readEntity(promptEntity, docId, snap.data()) : null;
    const claims = await readClaims(tx, db, 'resources', slug, existing?.slug ?? null);
    const prompt = planPromptSave({
      id: docId,
      existing,
      baseVersion: id === null ? null : baseVersion,
      input: input as never,
      slugOwner: claimOwner(claims, unclaimed),
      uid: caller.uid,
      now: now(),
    });
    tx.set(ref, toDocument(promptEntity, prompt));
    writeClaims(tx, db, 'resources', prompt.slug, docId, claims);
    return prompt;
  });
}

/** Creates an essay or dispatch, or saves one, keeping the version it replaces (the last 20). */
export async function savePieceHandler(
  request: Request,
  { db, now }: ContentDeps,
): Promise<Longform> {
  const caller = await assertAdmin(request, db);
  const { collection, id, baseVersion, input } = parseRequest(pieceSaveRequest, request.data);
  const entity = ENTITIES[collection];
  const docId = id ?? db.collection(collection).doc().id;
  const slug = typeof input.slug === 'string' ? input.slug : '';
  const unclaimed = await unclaimedHolder(db, collection, slug, docId);
  return db.runTransaction(async (tx) => {
    const ref = db.collection(collection).doc(docId);
    const snap = await tx.get(ref);
    const existing = snap.exists ? (readEntity(entity, docId, snap.data()) as Longform) : null;
    const claims = await readClaims(tx, db, collection, slug, existing?.slug ?? null);
    const plan = planLongformSave<Longform>({
      entity,
      id: docId,
      existing,
      baseVersion: id === null ? null : baseVersion,
      input: input as never,
      slugOwner: claimOwner(claims, unclaimed),
      uid: caller.uid,
      now: now(),
    });
    const versions = ref.collection('versions');
    tx.set(ref, toDocument(entity, plan.piece));
    writeClaims(tx, db, collection, plan.piece.slug, docId, claims);
    if (plan.archive) {
      const { snapshot, ...meta } = plan.archive;
      tx.set(versions.doc(String(meta.version)), {
        ...meta,
        snapshot: toDocument(entity, snapshot),
      });
    }
    if (plan.prune !== null) tx.delete(versions.doc(String(plan.prune)));
    return plan.piece;
  });
}

/** Deletes a piece with its slug's claim and, for essays and dispatches, its kept versions. */
export async function deleteContentHandler(request: Request, { db }: ContentDeps): Promise<null> {
  await assertAdmin(request, db);
  const { collection, id } = parseRequest(deleteRequest, request.data);
  const ref = db.collection(collection).doc(id);
  const snap = await ref.get();
  const batch = db.batch();
  batch.delete(ref);
  if (collection !== 'resources') {
    for (const version of (await ref.collection('versions').get()).docs) batch.delete(version.ref);
  }
  const claim = await ownClaim(db, collection, id, snap.get('slug'));
  if (claim) batch.delete(claim);
  await batch.commit();
  return null;
}

/** Writes new order indexes, all or none: a prompt gone meanwhile fails the whole move. */
export async function reorderPromptsHandler(request: Request, { db }: ContentDeps): Promise<null> {
  await assertAdmin(request, db);
  const { changes } = parseRequest(reorderRequest, request.data);
  await db.runTransaction(async (tx) => {
    const refs = changes.map(({ id }) => db.collection('resources').doc(id));
    const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
    if (snaps.some((snap) => !snap.exists)) throw new BackendError('not-found', RESOURCE_NOT_FOUND);
    changes.forEach(({ orderIndex }, i) => tx.update(refs[i]!, { orderIndex }));
  });
  return null;
}

const live = (): ContentDeps => ({ db: adminDb(), now: () => new Date() });

/**
 * A callable around a handler. Its answer goes as JSON, dates as ISO strings (the callable
 * protocol would send a Date as {}); the client reads them back through the entity schema.
 */
const callable = <T>(name: string, handler: (request: Request, deps: ContentDeps) => Promise<T>) =>
  onCall(ADMIN_CALLABLE, async (request) => {
    try {
      return JSON.parse(JSON.stringify(await handler(request, live()))) as unknown;
    } catch (error) {
      throw toHttpsError(error, name);
    }
  });

/** Callable `savePrompt`: the AI Prompts tab's create and update. */
export const savePrompt = callable('savePrompt', savePromptHandler);
/** Callable `savePiece`: the Essays tab's create and update of essays and dispatches. */
export const savePiece = callable('savePiece', savePieceHandler);
/** Callable `deleteContent`: deletes a prompt, essay or dispatch. */
export const deleteContent = callable('deleteContent', deleteContentHandler);
/** Callable `reorderPrompts`: the prompt library's moves. */
export const reorderPrompts = callable('reorderPrompts', reorderPromptsHandler);
