import { KEEP_NEW_HINT, REFRESH_LIBRARY } from '../../domain/keep-new-launch.ts';

/**
 * "Keep new dispatches on this device" where the browser has no Periodic Background Sync (or
 * refused it): the app's launch asks the worker to refresh the offline library (worker/keep-new.ts).
 * Reads one localStorage key: a device that never turned it on loads nothing for it.
 */
export function refreshAtLaunch(): void {
  try {
    if (localStorage.getItem(KEEP_NEW_HINT) !== 'launch') return;
  } catch {
    return; // no storage: never turned on
  }
  void askWorkerToRefresh();
}

/** Asks this site's worker to refresh the offline library now (nothing without a worker). */
export async function askWorkerToRefresh(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration('/');
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  worker?.postMessage({ type: REFRESH_LIBRARY });
}
