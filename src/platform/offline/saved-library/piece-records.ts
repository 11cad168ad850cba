import { createStore, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { type SavedPiece } from '../../../domain/saved-pieces.ts';
import { parseSavedPiece } from '../../../domain/saved-pieces-policy.ts';

/** The saved pieces in IndexedDB: one record per piece, under its key (`kind:slug`). */
export interface PieceRecords {
  /** Every readable record; a corrupt one (or one under another key) is skipped with a warning. */
  readAll(): Promise<SavedPiece[]>;
  /** The readable record under `key`, else null. */
  readOne(key: string): Promise<SavedPiece | null>;
  put(piece: SavedPiece): Promise<void>;
  delete(keys: string[]): Promise<void>;
}

/** The records of database `dbName` (opened on first use, not before). */
export function pieceRecords(dbName: string): PieceRecords {
  let db: UseStore | null = null;
  const store = () => (db ??= createStore(dbName, 'pieces'));
  const readable = (key: IDBValidKey, value: unknown) => {
    const piece = parseSavedPiece(value);
    return piece && piece.key === key ? piece : null;
  };
  return {
    async readAll() {
      const pieces: SavedPiece[] = [];
      for (const [key, value] of await entries<IDBValidKey, unknown>(store())) {
        const piece = readable(key, value);
        if (piece) pieces.push(piece);
        else console.warn(`Offline library: skipped an unreadable entry (${String(key)})`);
      }
      return pieces;
    },
    readOne: async (key) => readable(key, await get(key, store())),
    put: (piece) => set(piece.key, piece, store()),
    delete: (keys) => delMany(keys, store()),
  };
}
