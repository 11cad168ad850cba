import { contentScope, type PUBLIC_STATUS } from '../../domain/access.ts';
import { checkListQuery, newestFirst, pageOf } from '../../domain/content-query.ts';
import type { Dispatch, Essay, Prompt } from '../../domain/types.ts';
import type { ContentApi, SearchApi } from '../backend.ts';
import type { DemoContext } from './context.ts';
import { withShownImages } from './uploads.ts';

const publishedAt = (item: Essay | Dispatch) => item.publishedAt;
const createdAt = (item: Prompt) => item.createdAt;

/**
 * Published pieces in list order: the public query (status, ordered by publishedAt), the one the
 * access table lets everyone make (its PUBLIC_STATUS).
 */
function published<T extends Essay | Dispatch>(collection: keyof typeof PUBLIC_STATUS, items: T[]) {
  return newestFirst(
    items.filter((item) => contentScope(collection, item) === 'public'),
    publishedAt,
  );
}

function active(prompts: Prompt[]): Prompt[] {
  return newestFirst(
    prompts.filter((p) => contentScope('resources', p) === 'public' && p.type === 'prompt'),
    createdAt,
  );
}

/**
 * Public reads, filtered, ordered and paged exactly as the Firestore rules and queries of the
 * firebase adapter are (the contract suite holds the two together).
 */
export function createDemoContent({ db, remote, publishDue }: DemoContext): ContentApi {
  const find = <T>(items: T[], match: (item: T) => boolean): T | null => items.find(match) ?? null;
  // Images uploaded in the CMS are kept in the demo database: pages get object URLs of them.
  // What is due is published first (scheduler.ts), as the scheduler would have on Firebase.
  const essays = async () => {
    await publishDue();
    return withShownImages(db, published('essays', await db.list('essays')));
  };
  const dispatches = async () => {
    await publishDue();
    return withShownImages(db, published('articles', await db.list('articles')));
  };
  const prompts = async () => {
    await publishDue();
    return active(await db.list('resources'));
  };
  return {
    listEssays: (query = {}) =>
      remote(async () => {
        checkListQuery(query);
        return pageOf(await essays(), query, publishedAt);
      }),
    getEssayByTitle: (title) => remote(async () => find(await essays(), (e) => e.title === title)),
    getEssayBySlug: (slug) => remote(async () => find(await essays(), (e) => e.slug === slug)),
    getEssayById: (id) => remote(async () => find(await essays(), (e) => e.id === id)),
    listDispatches: (query = {}) =>
      remote(async () => {
        checkListQuery(query);
        return pageOf(await dispatches(), query, publishedAt);
      }),
    getDispatchBySlug: (slug) =>
      remote(async () => find(await dispatches(), (d) => d.slug === slug)),
    listPrompts: (query = {}) =>
      remote(async () => {
        checkListQuery(query);
        const { anyTag } = query;
        if (!anyTag) return prompts();
        return (await prompts()).filter((p) => p.tags.some((t) => anyTag.includes(t)));
      }),
    listFeaturedPrompts: (limit) =>
      remote(async () => {
        checkListQuery({ limit });
        return (await prompts()).filter((p) => p.featured).slice(0, limit);
      }),
    getPromptBySlug: (slug) => remote(async () => find(await prompts(), (p) => p.slug === slug)),
    getPromptById: (id) => remote(async () => find(await prompts(), (p) => p.id === id)),
    findMovedSlug: (kind, slug) =>
      remote(async () => {
        const pieces: (Essay | Dispatch | Prompt)[] =
          kind === 'essay'
            ? published('essays', await db.list('essays'))
            : kind === 'dispatch'
              ? published('articles', await db.list('articles'))
              : await prompts();
        return find(pieces, (p) => p.previousSlugs.includes(slug))?.slug ?? null;
      }),
  };
}

/**
 * The search index, built here from what the demo publishes as renderPage builds
 * /search-index.json on Firebase; its code comes with the search's, never with a first visit.
 */
export function createDemoSearch(ctx: DemoContext): SearchApi {
  const content = createDemoContent(ctx);
  return {
    index: () =>
      ctx.remote(async () => {
        const { publishedSearchIndex } = await import('../search-index.ts');
        // The content reads wait their own latency: the index's answer waits only this one.
        return publishedSearchIndex(content, ctx.now());
      }),
  };
}
