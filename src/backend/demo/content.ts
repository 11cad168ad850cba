import { contentScope, type PUBLIC_STATUS } from '../../domain/access.ts';
import type { Dispatch, Essay, Prompt } from '../../domain/types.ts';
import type { ContentApi } from '../backend.ts';
import type { DemoContext } from './context.ts';
import { withShownImages } from './uploads.ts';

const time = (date: Date | null) => date?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * Published pieces, newest `publishedAt` first: the public query (status + order by), the one
 * the access table lets everyone make (its PUBLIC_STATUS).
 */
function published<T extends Essay | Dispatch>(collection: keyof typeof PUBLIC_STATUS, items: T[]) {
  return items
    .filter((item) => contentScope(collection, item) === 'public')
    .sort((a, b) => time(b.publishedAt) - time(a.publishedAt));
}

function active(prompts: Prompt[]): Prompt[] {
  return prompts
    .filter((p) => contentScope('resources', p) === 'public')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Public reads, filtered exactly as the Firestore rules force the real queries to be. */
export function createDemoContent({ db, remote }: DemoContext): ContentApi {
  const find = <T>(items: T[], match: (item: T) => boolean): T | null => items.find(match) ?? null;
  // Images uploaded in the CMS are Blobs in the demo database: pages get object URLs of them.
  const essays = async () => withShownImages(db, published('essays', await db.list('essays')));
  const dispatches = async () =>
    withShownImages(db, published('articles', await db.list('articles')));
  return {
    listEssays: () => remote(essays),
    getEssayBySlug: (slug) => remote(async () => find(await essays(), (e) => e.slug === slug)),
    getEssayById: (id) => remote(async () => find(await essays(), (e) => e.id === id)),
    listDispatches: () => remote(dispatches),
    getDispatchBySlug: (slug) =>
      remote(async () => find(await dispatches(), (d) => d.slug === slug)),
    listPrompts: () => remote(async () => active(await db.list('resources'))),
    getPromptBySlug: (slug) =>
      remote(async () => find(active(await db.list('resources')), (p) => p.slug === slug)),
    getPromptById: (id) =>
      remote(async () => find(active(await db.list('resources')), (p) => p.id === id)),
  };
}
