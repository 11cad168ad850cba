// The offline library: what this device keeps of the pieces a visitor opened.
export type { ImageStore } from './image-cache.ts';
export type { LibrarySnapshot } from './library-store.ts';
export { createOfflineLibrary, type OfflineLibrary } from './offline-library.ts';
export { offlineLibrary, useOfflineLibrary, useSaveForOffline } from './use-offline-library.ts';
export {
  createReadingPositions,
  readingPositions,
  type ReadingPositions,
} from './reading-positions.ts';
// The layer under every public content query: the backend, else the copy saved here.
export {
  readList,
  readPiece,
  readItem,
  type AnswerSource,
  type ItemAnswer,
  type ListAnswer,
  type PieceAnswer,
} from './backend-or-saved.ts';
export { contentStaleTime, ON_RECONNECT, RefreshOnReconnect } from './refresh-policy.ts';
export { itemQueryOptions, listQueryOptions } from './content-query-options.ts';
