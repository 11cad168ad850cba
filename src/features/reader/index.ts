// The article reader: an essay in a dialog over the home page (?essay=).
export { ArticleReader, preloadArticleReader } from './article-reader.tsx';
export { ESSAY_PARAM, essayPath, useEssayReader } from './use-essay-reader.ts';
export { sharedEssayQueryOptions } from './api/get-shared-essay.ts';
