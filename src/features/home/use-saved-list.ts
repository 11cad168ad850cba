import { sortEssaysForHome } from '../../domain/content-rules.ts';
import type { Dispatch, Essay } from '../../domain/types.ts';
import { useOfflineLibrary } from '../../stores/offline-library.ts';
import { useOnline } from '../../ui/use-online.ts';

type ItemOf<K> = K extends 'essay' ? Essay : Dispatch;

/**
 * The essays or dispatches saved on this device, in home-page order, for a section whose list
 * could not be read, with the note that says why these are shown.
 */
export function useSavedList<K extends 'essay' | 'dispatch'>(
  kind: K,
  plural: string,
  keep: (item: ItemOf<K>) => boolean = () => true,
): { items: ItemOf<K>[]; note: string } {
  const { pieces } = useOfflineLibrary();
  const online = useOnline();
  const items = pieces.flatMap((p) =>
    p.piece.kind === kind && keep(p.piece.item as ItemOf<K>) ? [p.piece.item as ItemOf<K>] : [],
  );
  return {
    items: sortEssaysForHome(items),
    note: online
      ? `We couldn't load the latest ${plural}. These are the ones saved on this device.`
      : `You're offline. These are the ${plural} saved on this device.`,
  };
}
