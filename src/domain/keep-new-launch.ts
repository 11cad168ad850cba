// What a launching page needs of "Keep new dispatches on this device" (domain/keep-new.ts):
// apart, so that the app's first chunk carries these few words and not the rest.

/** The page's message asking the worker to refresh now, and the worker's once it has. */
export const REFRESH_LIBRARY = 'EDGE_REFRESH_LIBRARY';
export const LIBRARY_REFRESHED = 'EDGE_LIBRARY_REFRESHED';

/**
 * A hint in localStorage of how the setting runs ('background', or 'launch' where the browser
 * has no periodic sync), which a launching page reads without loading anything
 * (platform/offline/keep-new-launch.ts): most visitors never turn it on, and pay nothing for it.
 */
export const KEEP_NEW_HINT = 'edge_keep_new';
