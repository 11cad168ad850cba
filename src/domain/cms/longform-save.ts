import type * as z from 'zod/mini';
import { toDocument, type Entity } from '../entities/entity.ts';
import { BackendError } from '../errors.ts';
import type { Dispatch, Essay } from '../types.ts';
import { PIECE_EXISTS, PIECE_NOT_FOUND, SAVE_CONFLICT, SLUG_IN_USE } from './messages.ts';
import { pickFields } from './prompt-save.ts';
import { scheduledTimeFor } from '../schedule.ts';
import { previousSlugsAfter } from './slug-history.ts';
import { prunedVersion, type ContentVersion } from './versions.ts';

/** The fields the essay dialog edits; everything else of a piece is kept as it was. */
export const LONGFORM_FORM_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'status',
  'scheduledAt',
  'category',
  'readingTime',
  'tags',
  'featured',
  'authorName',
  'authorBio',
  'headerImageUrl',
  'metaTitle',
  'metaDescription',
  'canonicalUrl',
  'ogTitle',
  'ogDescription',
  'ogImageUrl',
  'twitterTitle',
  'twitterDescription',
  'twitterImageUrl',
] as const;

type FormField = (typeof LONGFORM_FORM_FIELDS)[number];
export type Longform = Essay | Dispatch;
/** What the dialog sends for an essay or a dispatch. */
export type LongformInput<T extends Longform> = Pick<T, FormField>;
export type EssayInput = LongformInput<Essay>;
export type DispatchInput = LongformInput<Dispatch>;

/** essayEntity or dispatchEntity, as the adapters hand them over. */
export type LongformEntity = Entity<z.ZodMiniObject>;

/**
 * admin-cms.md section 4: a published piece keeps its publication date, or gets now; a draft (or
 * a scheduled piece, until its time) has none.
 */
export function publishedAtFor(
  status: Longform['status'],
  previous: Date | null,
  now: Date,
): Date | null {
  return status === 'published' ? (previous ?? now) : null;
}

/** What the dialog would send for a piece as stored: its form's fields. */
export function longformInputFrom<T extends Longform>(piece: T): LongformInput<T> {
  return pickFields(piece, LONGFORM_FORM_FIELDS) as LongformInput<T>;
}

/** The CMS list order (section 2): updated_at descending. */
export function sortForAdmin<T extends Pick<Longform, 'updatedAt'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/** One save of an essay or dispatch: what the transaction must check and write. */
export interface LongformSaveRequest<T extends Longform> {
  entity: LongformEntity;
  id: string;
  /** The stored piece as the transaction read it; null when it does not exist. */
  existing: T | null;
  /** null creates; a number updates, and must be the version the editor opened. */
  baseVersion: number | null;
  input: LongformInput<T>;
  /** Which piece of the collection holds the input's slug now (null: none). */
  slugOwner: string | null;
  uid: string;
  now: Date;
}

/** The writes of a checked save. */
export interface LongformSavePlan<T extends Longform> {
  /** The piece to store (its id apart). */
  piece: T;
  /** The version it replaces, to keep in the subcollection (null on create). */
  archive: ContentVersion<T> | null;
  /** The kept version that falls out of the last 20. */
  prune: number | null;
}

/**
 * Checks a save against the stored piece and builds its writes, or throws: 'not-found' when the
 * piece was deleted, 'aborted' (SAVE_CONFLICT) when someone saved it since `baseVersion`,
 * 'already-exists' (SLUG_IN_USE, on the slug field) when another piece holds the slug, and
 * 'invalid-argument' naming the fields the schema refuses (a scheduled time not in the future). Both adapters run it inside their
 * transaction, so no save is lost between the check and the write.
 */
export function planLongformSave<T extends Longform>(
  request: LongformSaveRequest<T>,
): LongformSavePlan<T> {
  const { existing, baseVersion, input, now } = request;
  if (baseVersion !== null && !existing) throw new BackendError('not-found', PIECE_NOT_FOUND);
  if (baseVersion === null && existing) throw new BackendError('already-exists', PIECE_EXISTS);
  if (existing && existing.version !== baseVersion) {
    throw new BackendError('aborted', SAVE_CONFLICT);
  }
  if (request.slugOwner !== null && request.slugOwner !== request.id) {
    throw new BackendError('already-exists', SLUG_IN_USE, { slug: SLUG_IN_USE });
  }
  const collection = request.entity.collection as 'essays' | 'articles';
  const next = {
    ...(existing ?? { seoKeywords: [], canonicalAnswer: null, faqs: [] }),
    ...pickFields(input, LONGFORM_FORM_FIELDS),
    // A published piece leaving its slug keeps it: the old address redirects to the new one.
    previousSlugs: previousSlugsAfter(collection, existing, input.slug),
    id: request.id,
    userId: existing?.userId ?? request.uid,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    publishedAt: publishedAtFor(input.status, existing?.publishedAt ?? null, now),
    scheduledAt: scheduledTimeFor(input.status, input.scheduledAt, now),
    version: (existing?.version ?? 0) + 1,
  };
  const stored = toDocument(request.entity, next as never) as Omit<T, 'id'>;
  const piece = { ...stored, id: request.id } as T;
  if (!existing) return { piece, archive: null, prune: null };
  return {
    piece,
    archive: {
      version: existing.version,
      archivedAt: now,
      archivedBy: request.uid,
      snapshot: existing,
    },
    prune: prunedVersion(existing.version),
  };
}
