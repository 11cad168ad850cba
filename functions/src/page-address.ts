/** Where a request for the site goes: the page's address, a cleaner path, or nowhere. */
export type PageAddress = { url: URL } | { redirect: string } | { notFound: true };

/**
 * The site's origin from its configured address (the SITE_URL parameter): an http(s) origin and
 * nothing more, or it throws, saying so.
 */
export function siteOrigin(configured: string): string {
  let url: URL | null = null;
  try {
    url = new URL(configured);
  } catch {
    // said below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `SITE_URL must be the site's origin, like https://edge-navigator.example (it is "${configured}")`,
    );
  }
  return url.origin;
}

/**
 * The page a request asks for, on the site's own origin (`site`, from configuration): never a
 * host the request names (Host, X-Forwarded-Host), which anyone can set and the CDN would keep.
 * `target` is the request's path and query as it arrived. A path with `//` or a backslash
 * (which URL parsers take as the start of another host: `//evil.example/x`, `/\evil.example/x`)
 * is sent to its clean path, each run of slashes and backslashes made one `/` (control
 * characters dropped); anything not a path is not found.
 */
export function pageAddress(target: string, site: string): PageAddress {
  if (!target.startsWith('/')) return { notFound: true };
  const queryAt = target.search(/[?#]/);
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt).replace(/#.*$/, '');
  // Control characters too: URL parsers drop tabs and line breaks, joining what they split.
  // eslint-disable-next-line no-control-regex
  const clean = path.replace(/[\x00-\x1f\x7f]/g, '').replace(/[\\/]+/g, '/');
  if (clean !== path) return { redirect: `${clean}${query}` };
  // Set part by part, the origin cannot change whatever the path holds.
  const url = new URL(site);
  url.pathname = path;
  url.search = query;
  return { url };
}
