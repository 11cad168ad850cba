import { KEEP_NEW_SYNC_TAG } from '../../domain/keep-new.ts';

/** Periodic Background Sync's manager (not in TypeScript's DOM types yet). */
interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

const periodicSyncOf = (registration: ServiceWorkerRegistration | undefined) =>
  (registration as { periodicSync?: PeriodicSyncManager } | undefined)?.periodicSync;

/**
 * Asks the browser to wake the worker to refresh the library every `minInterval` ms: where it
 * offers Periodic Background Sync and grants its permission (Chrome does for an installed app).
 * Resolves whether it will.
 */
export async function registerPeriodicRefresh(minInterval: number): Promise<boolean> {
  try {
    const periodicSync = periodicSyncOf(await navigator.serviceWorker?.getRegistration('/'));
    if (!periodicSync) return false;
    // The permission is the browser's to give; asking for its state is all the API allows.
    const permission = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (permission.state !== 'granted') return false;
    await periodicSync.register(KEEP_NEW_SYNC_TAG, { minInterval });
    return true;
  } catch {
    return false;
  }
}

/** Stops the browser waking the worker for it. */
export async function unregisterPeriodicRefresh(): Promise<void> {
  try {
    await periodicSyncOf(await navigator.serviceWorker?.getRegistration('/'))?.unregister(
      KEEP_NEW_SYNC_TAG,
    );
  } catch {
    // Never registered here, or no periodic sync: nothing to stop.
  }
}
