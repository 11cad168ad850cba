import { sortEssaysForHome } from '../../domain/content-rules.ts';
import { savedItems, savedListNote, type ItemOfKind } from '../../domain/saved-pieces.ts';
import { useOfflineLibrary } from '../../stores/offline-library';
import { useOnline } from '../../ui/use-online.ts';

/**
 * The essays or dispatches saved on this device, in home-page order, for a section whose list
 * could not be read, with the note that says why these are shown.
 */
export function useSavedList<K extends 'essay' | 'dispatch'>(
  kind: K,
  plural: string,
  keep: (item: ItemOfKind<K>) => boolean = () => true,
): { items: ItemOfKind<K>[]; note: string } {
  const { pieces } = useOfflineLibrary();
  const online = useOnline();
  return {
    items: sortEssaysForHome(savedItems(pieces, kind).filter(keep)),
    note: savedListNote(plural, online),
  };
}
