import '../zod-jitless.ts';
// Image search through Unsplash (admin-cms.md: header image chooser; section 7 search-unsplash),
// shared by the `searchUnsplash` Cloud Function and the demo backend. Unsplash's API guidelines:
// hotlink the returned image URLs, credit the photographer and Unsplash with links, and call the
// photo's download endpoint when it is chosen.
import * as z from 'zod/mini';

/** Results per search (section 9). */
export const UNSPLASH_PER_PAGE = 12;
/** The longest query the callable accepts. */
export const UNSPLASH_QUERY_MAX = 100;
/** The app name Unsplash's attribution links carry (utm_source). */
export const UNSPLASH_APP_NAME = 'edge_navigator';

/** What the chooser shows and needs of a photo (section 3's fields, plus the credits' links). */
export interface UnsplashPhoto {
  id: string;
  urls: { small: string; regular: string };
  alt_description: string | null;
  user: { name: string; links: { html: string } };
  links: { html: string; download_location: string };
}

const https = (host: RegExp) =>
  z.string().check(
    z.refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && host.test(url.hostname);
      } catch {
        return false;
      }
    }),
  );

// Images come from Unsplash's CDN; the pages of photos and people from unsplash.com; downloads
// are API calls. The demo's own photos are site paths.
const imageUrl = z.union([
  https(/^images\.unsplash\.com$/),
  z.string().check(z.regex(/^\/media\//)),
]);
const pageUrl = z.union([https(/^unsplash\.com$/), z.string().check(z.regex(/^\//))]);

const photoSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  urls: z.object({ small: imageUrl, regular: imageUrl }),
  alt_description: z.nullable(z.string()),
  user: z.object({ name: z.string(), links: z.object({ html: pageUrl }) }),
  links: z.object({ html: pageUrl, download_location: z.string() }),
});

/**
 * The photos of an Unsplash search answer, with only the fields the chooser needs; a result
 * that lacks one, or points anywhere unexpected, is left out.
 */
export function toUnsplashPhotos(answer: unknown): UnsplashPhoto[] {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.flatMap((result: unknown) => {
    const parsed = photoSchema.safeParse(result);
    if (!parsed.success) return [];
    const { id, urls, alt_description, user, links } = parsed.data;
    return [
      {
        id,
        urls: { small: urls.small, regular: urls.regular },
        alt_description: alt_description || null,
        user: { name: user.name, links: { html: user.links.html } },
        links: { html: links.html, download_location: links.download_location },
      },
    ];
  });
}

/** The query the callable takes: trimmed text of 1 to 100 characters. */
export const unsplashSearchInput = z.object({
  query: z
    .pipe(
      z.string(),
      z.transform((value) => value.trim()),
    )
    .check(z.minLength(1, 'Enter something to search for'), z.maxLength(UNSPLASH_QUERY_MAX)),
});

/** What the download report says of any other link. */
export const NOT_A_DOWNLOAD_LINK = 'Not an Unsplash download link';

/** A photo's download endpoint: only Unsplash's own API, so the callable fetches nothing else. */
export function isUnsplashDownloadLocation(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname === 'api.unsplash.com' &&
      /^\/photos\/[A-Za-z0-9_-]+\/download$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/** An attribution link as Unsplash asks for it: with utm_source and utm_medium=referral. */
export function withUnsplashReferral(link: string): string {
  if (!/^https:\/\/unsplash\.com(\/|$)/.test(link)) return link;
  const url = new URL(link);
  url.searchParams.set('utm_source', UNSPLASH_APP_NAME);
  url.searchParams.set('utm_medium', 'referral');
  return url.toString();
}
