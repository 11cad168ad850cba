import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  writeBatch,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  planLongformSave,
  sortForAdmin,
  type Longform,
  type LongformEntity,
  type LongformInput,
} from '../../../domain/cms/longform-save.ts';
import { slugClaimId } from '../../../domain/cms/slug-claims.ts';
import { sortVersions, type ContentVersion } from '../../../domain/cms/versions.ts';
import { readEntity, toDocument } from '../../../domain/entities/entity.ts';
import { dateOrNull } from '../../../domain/entities/fields.ts';
import type { AdminLongformApi } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { translated } from '../errors.ts';
import { signedIn } from './guard.ts';
import type { CurrentUser } from './index.ts';
import { claimOwner, readClaims, unclaimedHolder, writeClaims } from './slug-owner.ts';

type Collection = 'essays' | 'articles';

/**
 * Essays or dispatches through Firestore. A save is one transaction: it reads the piece and the
 * slug's claim, checks the version the editor opened (domain/cms/longform-save.ts), writes the
 * piece, claims the slug and keeps the replaced version at {collection}/{id}/versions/{n},
 * deleting the one that falls out of the last 20.
 */
export function createFirebaseAdminLongform<T extends Longform>(
  { db }: FirebaseContext,
  currentUser: CurrentUser,
  name: Collection,
  entity: LongformEntity,
): AdminLongformApi<T> {
  const read = (snap: DocumentSnapshot) => readEntity(entity, snap.id, snap.data()) as T;
  const stored = (piece: T) => toDocument(entity, piece);
  const versionRef = (id: string, version: number) =>
    doc(db, name, id, 'versions', String(version));

  const save = (id: string, input: LongformInput<T>, baseVersion: number | null) =>
    translated(async () => {
      const user = await signedIn(currentUser);
      const unclaimed = await unclaimedHolder(db, name, input.slug, id);
      return runTransaction(db, async (tx) => {
        const ref = doc(db, name, id);
        const snap = await tx.get(ref);
        const existing = snap.exists() ? read(snap) : null;
        const claims = await readClaims(tx, db, name, input.slug, existing?.slug ?? null);
        const plan = planLongformSave<T>({
          entity,
          id,
          existing,
          baseVersion,
          input,
          slugOwner: claimOwner(claims, unclaimed),
          uid: user.uid,
          now: new Date(),
        });
        tx.set(ref, stored(plan.piece));
        writeClaims(tx, db, name, plan.piece.slug, id, claims);
        if (plan.archive) {
          const { snapshot, ...meta } = plan.archive;
          tx.set(versionRef(id, meta.version), { ...meta, snapshot: stored(snapshot) });
        }
        if (plan.prune !== null) tx.delete(versionRef(id, plan.prune));
        return plan.piece;
      });
    });

  const readVersion = (id: string, snap: DocumentSnapshot): ContentVersion<T> => {
    const data = snap.data() ?? {};
    const snapshot = (data.snapshot ?? {}) as Record<string, unknown>;
    return {
      version: Number(snap.id),
      archivedAt: dateOrNull(data.archivedAt) ?? new Date(0),
      archivedBy: typeof data.archivedBy === 'string' ? data.archivedBy : null,
      snapshot: readEntity(entity, id, snapshot) as T,
    };
  };

  return {
    list: () =>
      translated(async () => {
        await signedIn(currentUser);
        return sortForAdmin((await getDocs(collection(db, name))).docs.map(read));
      }),
    get: (id) =>
      translated(async () => {
        await signedIn(currentUser);
        const snap = await getDoc(doc(db, name, id));
        return snap.exists() ? read(snap) : null;
      }),
    create: (input) => save(doc(collection(db, name)).id, input, null),
    update: (id, input, baseVersion) => save(id, input, baseVersion),
    remove: (id) =>
      translated(async () => {
        await signedIn(currentUser);
        const ref = doc(db, name, id);
        const [snap, versions] = await Promise.all([
          getDoc(ref),
          getDocs(collection(db, name, id, 'versions')),
        ]);
        // The piece, its slug's claim and its kept versions (at most 20) go together.
        const batch = writeBatch(db);
        batch.delete(ref);
        for (const version of versions.docs) batch.delete(version.ref);
        const slug = snap.data()?.slug;
        if (typeof slug === 'string') {
          const claim = doc(db, 'slug_claims', slugClaimId(name, slug));
          if ((await getDoc(claim)).data()?.docId === id) batch.delete(claim);
        }
        await batch.commit();
      }),
    versions: (id) =>
      translated(async () => {
        await signedIn(currentUser);
        const snap = await getDocs(collection(db, name, id, 'versions'));
        return sortVersions(snap.docs.map((version) => readVersion(id, version)));
      }),
  };
}
