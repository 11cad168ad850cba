import type { ItemOfKind } from '../../domain/saved-pieces.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { isOffline } from '../../ui/use-online.ts';

/**
 * The piece a share link names by id (?essay=, ?prompt=): from the backend; offline, or when the
 * read fails, the copy saved on this device; else null (the link then opens nothing, as for an
 * unknown id).
 */
export async function readSharedOrSaved<K extends 'essay' | 'prompt'>(
  kind: K,
  id: string,
  read: (id: string) => Promise<ItemOfKind<K> | null>,
): Promise<ItemOfKind<K> | null> {
  try {
    if (!isOffline()) return await read(id);
  } catch (error) {
    console.error(`Failed to load the shared ${kind}`, error);
  }
  return offlineLibrary.findItem(kind, id);
}
