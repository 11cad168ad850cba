// The two slug rules of admin-cms.md section 5. Both also drop hyphens at the ends, so every slug
// they make has the shape the router and firestore.rules accept (lower-case words joined by
// single hyphens: entities/longform.ts slugField).

const trimHyphens = (slug: string) => slug.replace(/^-+|-+$/g, '');

/**
 * An essay's (or dispatch's) slug from its title: lower-cased, characters other than a-z, 0-9,
 * space and hyphen removed, whitespace runs become a hyphen, repeated hyphens collapse.
 */
export function essaySlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
  return trimHyphens(slug);
}

/** A prompt's slug: the lower-cased title with each run of non-alphanumerics made one hyphen. */
export function promptSlug(title: string): string {
  return trimHyphens(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
}
