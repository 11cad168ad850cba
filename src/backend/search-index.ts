import type { SearchIndexFile } from '../domain/search/search-index.ts';
import type { ContentApi } from './backend.ts';

/**
 * The search index of what these public reads return: what renderPage serves as
 * /search-index.json on Firebase (its reads are a visitor's, through the rules).
 */
export async function publishedSearchIndex(
  content: ContentApi,
  now: Date,
): Promise<SearchIndexFile> {
  const [{ buildSearchIndex, piecesOf }, essays, dispatches, prompts] = await Promise.all([
    import('../domain/search/search-index.ts'),
    content.listEssays(),
    content.listDispatches(),
    content.listPrompts(),
  ]);
  return buildSearchIndex(piecesOf({ essays, dispatches, prompts }), now);
}
