import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import type { ContentApi } from '../../src/domain/content-api.ts';
import { checkListQuery, type ListQuery } from '../../src/domain/content-query.ts';
import { readEntity } from '../../src/domain/entities/entity.ts';
import { dispatchEntity, essayEntity } from '../../src/domain/entities/longform.ts';
import { promptEntity } from '../../src/domain/entities/prompt.ts';
import type { Dispatch, Essay, Prompt } from '../../src/domain/types.ts';

type Collection = 'essays' | 'articles' | 'resources';

const essayOf = (snap: DocumentSnapshot): Essay => readEntity(essayEntity, snap.id, snap.data());
const dispatchOf = (snap: DocumentSnapshot): Dispatch =>
  readEntity(dispatchEntity, snap.id, snap.data());
const promptOf = (snap: DocumentSnapshot): Prompt => readEntity(promptEntity, snap.id, snap.data());

/**
 * The public reads (domain/content-api.ts) through the Admin SDK, for renderPage. The Admin SDK
 * passes no security rule, so every query filters on the public status itself, exactly as the
 * browser's adapter does (src/backend/firebase/content.ts, whose queries the rules require):
 * same filters, same order, same composite indexes; a single get answers null for anything not
 * public. Service credentials, so no browser API key or App Check token is involved.
 */
export function publishedContent(db: Firestore): ContentApi {
  const publicOnly = (name: Collection, query: Query): Query =>
    name === 'resources'
      ? query.where('status', '==', 'active').where('type', '==', 'prompt')
      : query.where('status', '==', 'published');

  /** A page of published pieces, newest first, the document id breaking ties (as the app's). */
  const published = (name: 'essays' | 'articles', page: ListQuery = {}): Query => {
    checkListQuery(page);
    const { tag, after, limit } = page;
    let query = publicOnly(name, db.collection(name));
    if (tag !== undefined) query = query.where('tags', 'array-contains', tag);
    query = query.orderBy('publishedAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (after) query = query.startAfter(after.at, after.id);
    return limit === undefined ? query : query.limit(limit);
  };

  const activePrompts = (narrow: (query: Query) => Query, limit?: number): Query => {
    const query = narrow(publicOnly('resources', db.collection('resources'))).orderBy(
      'createdAt',
      'desc',
    );
    return limit === undefined ? query : query.limit(limit);
  };

  const first = async <T>(
    name: Collection,
    field: 'slug' | 'title',
    value: string,
    convert: (snap: DocumentSnapshot) => T,
  ): Promise<T | null> => {
    let query = publicOnly(name, db.collection(name).where(field, '==', value));
    // By title, the newest: titles, unlike slugs, may repeat.
    if (field === 'title') query = query.orderBy('publishedAt', 'desc');
    const found = (await query.limit(1).get()).docs[0];
    return found ? convert(found) : null;
  };

  const byId = async <T extends { status: string }>(
    name: 'essays' | 'resources',
    id: string,
    convert: (snap: DocumentSnapshot) => T,
    publicStatus: string,
  ): Promise<T | null> => {
    const snap = await db.collection(name).doc(id).get();
    const item = snap.exists ? convert(snap) : null;
    return item?.status === publicStatus ? item : null;
  };

  return {
    listEssays: async (page) => (await published('essays', page).get()).docs.map(essayOf),
    getEssayByTitle: (title) => first('essays', 'title', title, essayOf),
    getEssayBySlug: (slug) => first('essays', 'slug', slug, essayOf),
    getEssayById: (id) => byId('essays', id, essayOf, 'published'),
    listDispatches: async (page) => (await published('articles', page).get()).docs.map(dispatchOf),
    getDispatchBySlug: (slug) => first('articles', 'slug', slug, dispatchOf),
    listPrompts: async ({ anyTag } = {}) => {
      checkListQuery({ anyTag });
      // Firestore refuses an empty array-contains-any; no tag matches nothing.
      if (anyTag?.length === 0) return [];
      const narrow = (query: Query) =>
        anyTag ? query.where('tags', 'array-contains-any', [...anyTag]) : query;
      return (await activePrompts(narrow).get()).docs.map(promptOf);
    },
    listFeaturedPrompts: async (limit) => {
      checkListQuery({ limit });
      const featured = (query: Query) => query.where('featured', '==', true);
      return (await activePrompts(featured, limit).get()).docs.map(promptOf);
    },
    getPromptBySlug: (slug) => first('resources', 'slug', slug, promptOf),
    getPromptById: (id) => byId('resources', id, promptOf, 'active'),
  };
}
