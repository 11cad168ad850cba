import type { ContentKind } from '../../domain/types.ts';
import type * as Layer from './backend-or-saved.ts';

// The saved-copy layer's code (backend-or-saved.ts, with the offline library it reads) is
// fetched with the first read: a page the server drew reads nothing before it has settled, so
// what it loads first carries none of it.
const layer = () => import('./backend-or-saved.ts');

/** The backend's piece, else the saved copy (backend-or-saved.ts's readPiece). */
export async function readPiece<K extends ContentKind>(
  ...args: Parameters<typeof Layer.readPiece<K>>
): Promise<Layer.PieceAnswer> {
  return (await layer()).readPiece(...args);
}

/** The backend's list, else the saved items (backend-or-saved.ts's readList). */
export async function readList<K extends ContentKind>(
  ...args: Parameters<typeof Layer.readList<K>>
): ReturnType<typeof Layer.readList<K>> {
  return (await layer()).readList(...args);
}

/** One item from the backend, else the saved one (backend-or-saved.ts's readItem). */
export async function readItem<K extends ContentKind>(
  ...args: Parameters<typeof Layer.readItem<K>>
): ReturnType<typeof Layer.readItem<K>> {
  return (await layer()).readItem(...args);
}
