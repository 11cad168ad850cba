import type { Firestore } from 'firebase-admin/firestore';
import { namesUnknownSlug, type KnownSlugs } from '../../src/domain/analytics/page-routes.ts';

/** How long an instance trusts its list of published slugs. */
const FRESH_MS = 5 * 60_000;
/** A path naming a slug not on the list refreshes it, at most this often (a new piece's views). */
const RECHECK_MS = 30_000;

async function publishedSlugs(db: Firestore): Promise<KnownSlugs> {
  const slugs = async (collection: string, status: string) => {
    const snapshot = await db
      .collection(collection)
      .where('status', '==', status)
      .select('slug')
      .get();
    return new Set(
      snapshot.docs
        .map((doc) => doc.get('slug') as unknown)
        .filter((slug): slug is string => typeof slug === 'string'),
    );
  };
  const [essays, dispatches, prompts] = await Promise.all([
    slugs('essays', 'published'),
    slugs('articles', 'published'),
    slugs('resources', 'active'),
  ]);
  return { essays, dispatches, prompts };
}

/**
 * The published slugs page views are counted under (page-routes.ts), kept per function
 * instance: read (slugs only) when older than five minutes, or sooner, at most every 30 s, when
 * a path names a slug the list lacks, so a piece published a minute ago is counted as itself.
 */
export function knownSlugsCache(db: Firestore, now: () => number = Date.now) {
  let known: { slugs: KnownSlugs; at: number } | null = null;
  let loading: Promise<KnownSlugs> | null = null;
  const load = () => {
    loading ??= publishedSlugs(db)
      .then((slugs) => {
        known = { slugs, at: now() };
        return slugs;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return async (path: string): Promise<KnownSlugs> => {
    const age = known ? now() - known.at : Infinity;
    if (!known || age > FRESH_MS) return load();
    if (age > RECHECK_MS && namesUnknownSlug(path, known.slugs)) return load();
    return known.slugs;
  };
}
