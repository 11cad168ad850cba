// Reading offline: the Available offline page, saving what is read, and the saved-copy notices.
export { LazyOfflinePage } from './lazy-pages.ts';
export { NotAvailableOffline, SavedCopyNotice } from './offline-notices.tsx';
export { SaveForOffline } from './save-for-offline.tsx';
