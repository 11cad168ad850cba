// The offline library: what this device keeps of the pieces a visitor opened.
export type { ImageStore } from './image-cache.ts';
export type { LibrarySnapshot } from './library-store.ts';
export { createOfflineLibrary, type OfflineLibrary } from './offline-library.ts';
export { offlineLibrary, useOfflineLibrary, useSaveForOffline } from './use-offline-library.ts';
