import {
  collection,
  doc,
  getDocs,
  limit,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { slugClaimId, type ClaimedCollection } from '../../../domain/cms/slug-claims.ts';

/**
 * A piece already holding `slug` without a claim document (stored before claims existed, or by
 * hand): found by a query, which a transaction cannot run, so it is asked just before it. Races
 * between saves are the claim's to settle; this only keeps older pieces' slugs theirs.
 */
export async function unclaimedHolder(
  db: Firestore,
  name: ClaimedCollection,
  slug: string,
  id: string,
): Promise<string | null> {
  const holders = await getDocs(query(collection(db, name), where('slug', '==', slug), limit(2)));
  return holders.docs.find((holder) => holder.id !== id)?.id ?? null;
}

/** The claim documents a save reads and writes. */
export interface ClaimRead {
  /** The claim of the slug being saved. */
  wanted: DocumentSnapshot;
  /** The claim of the slug the piece had, when it changes (null otherwise). */
  previous: DocumentSnapshot | null;
}

/** Reads, inside the transaction, the claims a save of `id` from `oldSlug` to `slug` touches. */
export async function readClaims(
  tx: Transaction,
  db: Firestore,
  name: ClaimedCollection,
  slug: string,
  oldSlug: string | null,
): Promise<ClaimRead> {
  const wanted = await tx.get(doc(db, 'slug_claims', slugClaimId(name, slug)));
  const previous =
    oldSlug && oldSlug !== slug
      ? await tx.get(doc(db, 'slug_claims', slugClaimId(name, oldSlug)))
      : null;
  return { wanted, previous };
}

/** Who holds the slug: its claim, else an unclaimed older piece. */
export function claimOwner(claims: ClaimRead, unclaimed: string | null): string | null {
  const docId = claims.wanted.data()?.docId;
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
  if (!claims.wanted.exists()) {
    tx.set(doc(db, 'slug_claims', slugClaimId(name, slug)), { collection: name, slug, docId: id });
  }
  if (claims.previous?.exists() && claims.previous.data()?.docId === id) {
    tx.delete(claims.previous.ref);
  }
}
