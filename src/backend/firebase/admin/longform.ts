import { collection, doc, getDoc, getDocs, type DocumentSnapshot } from 'firebase/firestore/lite';
import {
  sortForAdmin,
  type Longform,
  type LongformEntity,
  type LongformInput,
} from '../../../domain/cms/longform-save.ts';
import { sortVersions, type ContentVersion } from '../../../domain/cms/versions.ts';
import { readEntity } from '../../../domain/entities/entity.ts';
import { dateOrNull } from '../../../domain/entities/fields.ts';
import type { AdminLongformApi } from '../../admin-content-api.ts';
import type { FirebaseContext } from '../app.ts';
import { translated } from '../errors.ts';
import type { AdminCall } from './callables.ts';
import { signedIn } from './guard.ts';
import type { CurrentUser } from './index.ts';

type Collection = 'essays' | 'articles';

/**
 * Essays or dispatches: read through Firestore (drafts and the kept versions are the admins'),
 * written through the callables savePiece and deleteContent. A save is one transaction on the
 * server: it checks the version the editor opened, claims the slug and keeps the replaced
 * version at {collection}/{id}/versions/{n}, deleting the one that falls out of the last 20.
 */
export function createFirebaseAdminLongform<T extends Longform>(
  { db }: FirebaseContext,
  currentUser: CurrentUser,
  call: AdminCall,
  name: Collection,
  entity: LongformEntity,
): AdminLongformApi<T> {
  const read = (snap: DocumentSnapshot) => readEntity(entity, snap.id, snap.data()) as T;
  const save = (id: string | null, input: LongformInput<T>, baseVersion: number | null) =>
    translated(async () => {
      await signedIn(currentUser);
      const saved = await call<unknown, T>('savePiece', {
        collection: name,
        id,
        input,
        baseVersion,
      });
      return readEntity(entity, saved.id, saved as unknown as Record<string, unknown>) as T;
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
    create: (input) => save(null, input, null),
    update: (id, input, baseVersion) => save(id, input, baseVersion),
    remove: (id) =>
      translated(async () => {
        await signedIn(currentUser);
        await call('deleteContent', { collection: name, id });
      }),
    versions: (id) =>
      translated(async () => {
        await signedIn(currentUser);
        const snap = await getDocs(collection(db, name, id, 'versions'));
        return sortVersions(snap.docs.map((version) => readVersion(id, version)));
      }),
  };
}
