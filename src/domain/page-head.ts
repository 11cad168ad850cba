import { articleJsonLd } from './structured-data.ts';

/** Page head rules (public-site.md, Header): description lengths and the social image size. */
export const HEAD_LIMITS = { metaDescription: 155, socialDescription: 200 } as const;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export const DEFAULT_TITLE = 'Leadership for Tech-Driven Change';
export const SITE_NAME = 'EDGE Navigator';
export const DEFAULT_DESCRIPTION =
  'Essays, weekly dispatches and AI prompts for executives leading through technology- and AI-driven change. Join 1,000+ leaders navigating tech-driven change.';
export const DEFAULT_IMAGE_PATH = '/og-image.png';

/** Cuts `text` to `max` characters plus an ellipsis when it is longer; whitespace is folded. */
export function truncate(text: string, max: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  return `${folded.slice(0, max).trimEnd()}...`;
}

export interface PageHeadInput {
  /** The page's own title; the default title when absent. */
  title?: string | null;
  description?: string | null;
  /** Absolute URL or a path on this site. */
  image?: string | null;
  /** What social previews show instead of the title, description and image, where set. */
  social?: {
    title?: string | null;
    description?: string | null;
    image?: string | null;
    twitterTitle?: string | null;
    twitterDescription?: string | null;
    twitterImage?: string | null;
  };
  /** Path on this site (e.g. '/essays/the-edge-dilemma') or an absolute URL. */
  canonical: string;
  type?: 'website' | 'article';
  article?: {
    publishedTime?: Date | null;
    modifiedTime?: Date | null;
    author?: string | null;
    tags?: string[];
    /** The page shows the piece behind the free-view gate (structured-data.ts). */
    gated?: boolean;
  };
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  meta: { key: 'name' | 'property'; name: string; content: string }[];
  /** schema.org data for a `<script type="application/ld+json">` (articles), else null. */
  jsonLd: Record<string, unknown> | null;
}

function absolute(urlOrPath: string, origin: string): string {
  return new URL(urlOrPath, origin).toString();
}

/** Everything a page puts in <head>: title, descriptions cut to their limits, OG/Twitter tags. */
export function buildPageHead(input: PageHeadInput, origin: string): PageHead {
  const pageTitle = input.title?.trim();
  const title = pageTitle ? `${pageTitle} | ${SITE_NAME}` : `${DEFAULT_TITLE} | ${SITE_NAME}`;
  const rawDescription = input.description?.trim() || DEFAULT_DESCRIPTION;
  const description = truncate(rawDescription, HEAD_LIMITS.metaDescription);
  const social = truncate(rawDescription, HEAD_LIMITS.socialDescription);
  const canonical = absolute(input.canonical, origin);
  const image = absolute(input.image || DEFAULT_IMAGE_PATH, origin);
  const type = input.type ?? 'website';
  const own = input.social ?? {};
  const ogTitle = own.title?.trim() || pageTitle || DEFAULT_TITLE;
  const ogDescription = own.description?.trim()
    ? truncate(own.description, HEAD_LIMITS.socialDescription)
    : social;
  const ogImage = own.image ? absolute(own.image, origin) : image;
  const meta: PageHead['meta'] = [
    { key: 'name', name: 'description', content: description },
    { key: 'property', name: 'og:title', content: ogTitle },
    { key: 'property', name: 'og:description', content: ogDescription },
    { key: 'property', name: 'og:type', content: type },
    { key: 'property', name: 'og:url', content: canonical },
    { key: 'property', name: 'og:site_name', content: SITE_NAME },
    { key: 'property', name: 'og:image', content: ogImage },
    { key: 'property', name: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { key: 'property', name: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', name: 'twitter:title', content: own.twitterTitle?.trim() || ogTitle },
    {
      key: 'name',
      name: 'twitter:description',
      content: own.twitterDescription?.trim()
        ? truncate(own.twitterDescription, HEAD_LIMITS.socialDescription)
        : ogDescription,
    },
    {
      key: 'name',
      name: 'twitter:image',
      content: own.twitterImage ? absolute(own.twitterImage, origin) : ogImage,
    },
  ];
  const article = input.article;
  if (type === 'article' && article) {
    if (article.publishedTime) {
      meta.push({
        key: 'property',
        name: 'article:published_time',
        content: article.publishedTime.toISOString(),
      });
    }
    if (article.modifiedTime) {
      meta.push({
        key: 'property',
        name: 'article:modified_time',
        content: article.modifiedTime.toISOString(),
      });
    }
    if (article.author)
      meta.push({ key: 'property', name: 'article:author', content: article.author });
    for (const tag of article.tags ?? [])
      meta.push({ key: 'property', name: 'article:tag', content: tag });
  }
  const jsonLd =
    type === 'article'
      ? articleJsonLd({
          headline: pageTitle || DEFAULT_TITLE,
          description: social,
          url: canonical,
          image: ogImage,
          publisher: SITE_NAME,
          ...article,
        })
      : null;
  return { title, description, canonical, meta, jsonLd };
}
