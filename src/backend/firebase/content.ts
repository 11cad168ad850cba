import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { checkListQuery, type ListQuery } from '../../domain/content-query.ts';
import type { ContentApi } from '../backend.ts';
import type { FirebaseContext } from './app.ts';
import { dispatchFromDoc, essayFromDoc, promptFromDoc } from './converters.ts';
import { translated } from './errors.ts';

/**
 * Public reads. Every query filters on the public status, as the security rules require, and
 * each shape has its composite index in firestore.indexes.json (docs/architecture.md lists them).
 */
export function createContentApi({ db }: FirebaseContext): ContentApi {
  const publicOnly = (name: 'essays' | 'articles' | 'resources'): QueryConstraint[] =>
    name === 'resources'
      ? [where('status', '==', 'active'), where('type', '==', 'prompt')]
      : [where('status', '==', 'published')];

  /**
   * A page of published pieces, newest first. The document id follows publishedAt explicitly
   * (it does implicitly anyway, in the same direction), so a page can start after its last item.
   */
  const published = (name: 'essays' | 'articles', page: ListQuery = {}) => {
    checkListQuery(page);
    const { tag, after, limit: size } = page;
    return query(
      collection(db, name),
      ...publicOnly(name),
      ...(tag === undefined ? [] : [where('tags', 'array-contains', tag)]),
      orderBy('publishedAt', 'desc'),
      orderBy(documentId(), 'desc'),
      ...(after ? [startAfter(after.at, after.id)] : []),
      ...(size === undefined ? [] : [limit(size)]),
    );
  };
  const activePrompts = (filter: QueryConstraint[], size?: number) =>
    query(
      collection(db, 'resources'),
      ...publicOnly('resources'),
      ...filter,
      orderBy('createdAt', 'desc'),
      ...(size === undefined ? [] : [limit(size)]),
    );

  const first = async <T>(
    name: 'essays' | 'articles' | 'resources',
    field: 'slug' | 'title',
    value: string,
    convert: (snap: DocumentSnapshot) => T,
  ): Promise<T | null> => {
    // By title, the newest: titles, unlike slugs, may repeat.
    const newest = field === 'title' ? [orderBy('publishedAt', 'desc')] : [];
    const q = query(
      collection(db, name),
      where(field, '==', value),
      ...publicOnly(name),
      ...newest,
      limit(1),
    );
    const snap = await getDocs(q);
    const found = snap.docs[0];
    return found ? convert(found) : null;
  };

  // A single get is allowed by the rules only for public documents; anything else is "not found".
  const byId = async <T>(
    name: 'essays' | 'resources',
    id: string,
    convert: (snap: DocumentSnapshot) => T,
  ): Promise<T | null> => {
    try {
      const snap = await getDoc(doc(db, name, id));
      return snap.exists() ? convert(snap) : null;
    } catch (error) {
      if ((error as { code?: string }).code === 'permission-denied') return null;
      throw error;
    }
  };

  return {
    listEssays: (page) =>
      translated(async () => (await getDocs(published('essays', page))).docs.map(essayFromDoc)),
    getEssayByTitle: (title) => translated(() => first('essays', 'title', title, essayFromDoc)),
    getEssayBySlug: (slug) => translated(() => first('essays', 'slug', slug, essayFromDoc)),
    getEssayById: (id) =>
      translated(async () => {
        const essay = await byId('essays', id, essayFromDoc);
        return essay?.status === 'published' ? essay : null;
      }),
    listDispatches: (page) =>
      translated(async () =>
        (await getDocs(published('articles', page))).docs.map(dispatchFromDoc),
      ),
    getDispatchBySlug: (slug) => translated(() => first('articles', 'slug', slug, dispatchFromDoc)),
    listPrompts: ({ anyTag } = {}) =>
      translated(async () => {
        checkListQuery({ anyTag });
        // Firestore refuses an empty array-contains-any; no tag matches nothing.
        if (anyTag?.length === 0) return [];
        const tags = anyTag ? [where('tags', 'array-contains-any', [...anyTag])] : [];
        return (await getDocs(activePrompts(tags))).docs.map(promptFromDoc);
      }),
    listFeaturedPrompts: (size) =>
      translated(async () => {
        checkListQuery({ limit: size });
        const q = activePrompts([where('featured', '==', true)], size);
        return (await getDocs(q)).docs.map(promptFromDoc);
      }),
    getPromptBySlug: (slug) => translated(() => first('resources', 'slug', slug, promptFromDoc)),
    getPromptById: (id) =>
      translated(async () => {
        const prompt = await byId('resources', id, promptFromDoc);
        return prompt?.status === 'active' ? prompt : null;
      }),
  };
}
