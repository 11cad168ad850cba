import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { slugClaimId, type ClaimedCollection } from '../../src/domain/cms/slug-claims.ts';

/** The claim documents a save reads and writes (slug_claims/{collection}:{slug}). */
export interface ClaimRead {
  /** The claim of the slug being saved. */
  wanted: DocumentSnapshot;
  /** The claim of the slug the piece had, when it changes (null otherwise). */
  previous: DocumentSnapshot | null;
}

const claimRef = (db: Firestore, name: ClaimedCollection, slug: string) =>
  db.collection('slug_claims').doc(slugClaimId(name, slug));

/**
 * A piece holding `slug` without a claim (stored before claims existed, or by hand), found by a
 * query just before the transaction: races between saves are the claim's to settle; this only
 * keeps older pieces' slugs theirs.
 */
export async function unclaimedHolder(
  db: Firestore,
  name: ClaimedCollection,
  slug: string,
  id: string,
): Promise<string | null> {
  const holders = await db.collection(name).where('slug', '==', slug).limit(2).get();
  return holders.docs.find((holder) => holder.id !== id)?.id ?? null;
}

/** Reads, inside the transaction, the claims a save of a piece from `oldSlug` to `slug` touches. */
export async function readClaims(
  tx: Transaction,
  db: Firestore,
  name: ClaimedCollection,
  slug: string,
  oldSlug: string | null,
): Promise<ClaimRead> {
  const wanted = await tx.get(claimRef(db, name, slug));
  const previous = oldSlug && oldSlug !== slug ? await tx.get(claimRef(db, name, oldSlug)) : null;
  return { wanted, previous };
}

/** Who holds the slug: its claim, else an unclaimed older piece. */
export function claimOwner(claims: ClaimRead, unclaimed: string | null): string | null {
  const docId: unknown = claims.wanted.get('docId');
  return typeof docId === 'string' ? docId : unclaimed;
}

/** Writes the save's claims: the new slug's when unclaimed, and drops the old slug's if ours. */
export function writeClaims(
  tx: Transaction,
  db: Firestore,
  name: ClaimedCollection,
  slug: string,
  id: string,
  claims: ClaimRead,
): void {
  if (!claims.wanted.exists)
    tx.create(claimRef(db, name, slug), { collection: name, slug, docId: id });
  if (claims.previous?.exists && claims.previous.get('docId') === id)
    tx.delete(claims.previous.ref);
}

/** The claim of a piece's slug, when the piece holds it. */
export async function ownClaim(db: Firestore, name: ClaimedCollection, id: string, slug: unknown) {
  if (typeof slug !== 'string') return null;
  const claim = await claimRef(db, name, slug).get();
  return claim.get('docId') === id ? claim.ref : null;
}
