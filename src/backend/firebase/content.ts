import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import type { ContentApi } from '../backend.ts';
import type { FirebaseContext } from './app.ts';
import { dispatchFromDoc, essayFromDoc, promptFromDoc } from './converters.ts';
import { translated } from './errors.ts';

/** Public reads. Every query filters on the public status, as the security rules require. */
export function createContentApi({ db }: FirebaseContext): ContentApi {
  const published = (name: 'essays' | 'articles') =>
    query(collection(db, name), where('status', '==', 'published'), orderBy('publishedAt', 'desc'));
  const activePrompts = () =>
    query(
      collection(db, 'resources'),
      where('status', '==', 'active'),
      where('type', '==', 'prompt'),
      orderBy('createdAt', 'desc'),
    );

  const bySlug = async <T>(
    name: 'essays' | 'articles' | 'resources',
    slug: string,
    convert: (snap: DocumentSnapshot) => T,
  ): Promise<T | null> => {
    const filters =
      name === 'resources'
        ? [where('status', '==', 'active'), where('type', '==', 'prompt')]
        : [where('status', '==', 'published')];
    const q = query(collection(db, name), where('slug', '==', slug), ...filters, limit(1));
    const snap = await getDocs(q);
    const first = snap.docs[0];
    return first ? convert(first) : null;
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
    listEssays: () =>
      translated(async () => (await getDocs(published('essays'))).docs.map(essayFromDoc)),
    getEssayBySlug: (slug) => translated(() => bySlug('essays', slug, essayFromDoc)),
    getEssayById: (id) =>
      translated(async () => {
        const essay = await byId('essays', id, essayFromDoc);
        return essay?.status === 'published' ? essay : null;
      }),
    listDispatches: () =>
      translated(async () => (await getDocs(published('articles'))).docs.map(dispatchFromDoc)),
    getDispatchBySlug: (slug) => translated(() => bySlug('articles', slug, dispatchFromDoc)),
    listPrompts: () =>
      translated(async () => (await getDocs(activePrompts())).docs.map(promptFromDoc)),
    getPromptBySlug: (slug) => translated(() => bySlug('resources', slug, promptFromDoc)),
    getPromptById: (id) =>
      translated(async () => {
        const prompt = await byId('resources', id, promptFromDoc);
        return prompt?.status === 'active' ? prompt : null;
      }),
  };
}
