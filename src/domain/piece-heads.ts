import type { PageHeadInput } from './page-head.ts';
import type { Dispatch, Essay, Prompt } from './types.ts';

/**
 * The head of a page showing an essay or a dispatch: its SEO title and description where set,
 * its social fields, its dates, author and tags; `gated` when the page carries its text behind
 * the free-view gate (its structured data then says so).
 */
export function longformHead(
  item: Essay | Dispatch,
  canonical: string,
  { gated = false }: { gated?: boolean } = {},
): PageHeadInput {
  return {
    title: item.metaTitle || item.title,
    description: item.metaDescription || item.excerpt,
    image: item.ogImageUrl || item.headerImageUrl,
    canonical: item.canonicalUrl || canonical,
    type: 'article',
    social: {
      title: item.ogTitle,
      description: item.ogDescription,
      twitterTitle: item.twitterTitle,
      twitterDescription: item.twitterDescription,
      twitterImage: item.twitterImageUrl,
    },
    article: {
      publishedTime: item.publishedAt,
      modifiedTime: item.updatedAt,
      author: item.authorName,
      tags: item.tags,
      gated,
    },
  };
}

/** The head of a page showing a prompt (see longformHead). */
export function promptHead(
  prompt: Prompt,
  canonical: string,
  { gated = false }: { gated?: boolean } = {},
): PageHeadInput {
  return {
    title: prompt.metaTitle || prompt.title,
    description: prompt.metaDescription || prompt.description,
    image: prompt.ogImageUrl,
    canonical: prompt.canonicalUrl || canonical,
    type: 'article',
    article: {
      publishedTime: prompt.createdAt,
      modifiedTime: prompt.updatedAt,
      tags: prompt.tags,
      gated,
    },
  };
}
