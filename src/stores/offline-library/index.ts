// The offline library: what this device keeps of the pieces a visitor opened.
export type { ImageStore } from '../../platform/offline/saved-library/image-cache.ts';
export type { PageStore } from '../../platform/offline/saved-library/page-cache.ts';
export type { LibrarySnapshot } from './library-store.ts';
export { createOfflineLibrary, type OfflineLibrary } from './offline-library.ts';
export {
  offlineLibrary,
  readingPositions,
  useOfflineLibrary,
  useSaveForOffline,
} from './use-offline-library.ts';
export { createReadingPositions, type ReadingPositions } from './reading-positions.ts';
// The layer under every public content query: the backend, else the copy saved here.
export { readList, readPiece, readItem } from './read-through.ts';
export type { AnswerSource, ItemAnswer, ListAnswer, PieceAnswer } from './backend-or-saved.ts';
export { contentStaleTime, ON_RECONNECT, RefreshOnReconnect } from './refresh-policy.ts';
export { itemQueryOptions, listQueryOptions } from './content-query-options.ts';
// "Keep new dispatches on this device": the setting, turned on and off, and the worker's refreshes.
export { canKeepNew, useKeepNew, useMinuteClock, type KeepNew } from './use-keep-new.ts';
export { keepNewStore } from '../../platform/offline/saved-library/keep-new-store.ts';
