import type { ContentPiece } from '../../domain/types.ts';
import { useSaveForOffline } from '../../stores/offline-library';

/** Saves the piece on the device for offline reading when it is shown; renders nothing. */
export function SaveForOffline({ piece }: { piece: ContentPiece }) {
  useSaveForOffline(piece);
  return null;
}
