/**
 * Slugs are unique within a collection (DECISIONS.md): the piece holding a slug is named by the
 * document slug_claims/{collection}:{slug}, created and deleted in the same transaction as the
 * piece, so two saves racing for one slug cannot both win. firestore.rules checks the id's shape.
 */
export type ClaimedCollection = 'essays' | 'articles' | 'resources';

/** The claim document's id for a slug of a collection. */
export function slugClaimId(collection: ClaimedCollection, slug: string): string {
  return `${collection}:${slug}`;
}
