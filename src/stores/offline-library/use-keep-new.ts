import { useCallback, useEffect, useState } from 'react';
import {
  KEEP_NEW_HINT,
  KEEP_NEW_INTERVAL_MS,
  LIBRARY_REFRESHED,
  turnedOn,
  type KeepNewSetting,
} from '../../domain/keep-new.ts';
import { askWorkerToRefresh } from '../../platform/offline/keep-new-launch.ts';
import {
  keepNewStore,
  type KeepNewStore,
} from '../../platform/offline/saved-library/keep-new-store.ts';
import {
  registerPeriodicRefresh,
  unregisterPeriodicRefresh,
} from '../../platform/offline/periodic-refresh.ts';
import type { OfflineLibrary } from './offline-library.ts';
import { offlineLibrary } from './use-offline-library.ts';

export type KeepNew =
  | { status: 'loading' }
  /** `setting` null: never turned on here. `busy`: turning on or off. */
  | { status: 'ready'; setting: KeepNewSetting | null; busy: boolean };

/** Whether this browser can save in the background at all (a service worker). */
export const canKeepNew = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function writeHint(value: 'background' | 'launch' | null) {
  try {
    if (value) localStorage.setItem(KEEP_NEW_HINT, value);
    else localStorage.removeItem(KEEP_NEW_HINT);
  } catch {
    // No storage: the worker's periodic sync (if any) still runs.
  }
}

/**
 * "Keep new dispatches on this device" as /offline shows it: the setting (IndexedDB, which the
 * worker reads), turned on (Periodic Background Sync registered where the browser offers it,
 * else refreshed at each launch; a first refresh at once) and off (unregistered). A refresh the
 * worker reports shows at once: the line and the saved pieces.
 */
export function useKeepNew(
  store: KeepNewStore = keepNewStore(),
  library: OfflineLibrary = offlineLibrary,
) {
  const [state, setState] = useState<KeepNew>({ status: 'loading' });

  const reload = useCallback(
    () =>
      store
        .read()
        .catch(() => null)
        .then((setting) => setState({ status: 'ready', setting, busy: false })),
    [store],
  );

  useEffect(() => {
    store
      .read()
      .catch(() => null)
      .then((setting) => setState({ status: 'ready', setting, busy: false }));
    const container = canKeepNew() ? navigator.serviceWorker : null;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== LIBRARY_REFRESHED) return;
      void reload();
      void library.list();
    };
    container?.addEventListener('message', onMessage);
    return () => container?.removeEventListener('message', onMessage);
  }, [store, reload, library]);

  const turnOn = useCallback(async () => {
    setState((s) => (s.status === 'ready' ? { ...s, busy: true } : s));
    const background = await registerPeriodicRefresh(KEEP_NEW_INTERVAL_MS);
    await store.write(turnedOn(new Date(), background));
    writeHint(background ? 'background' : 'launch');
    await reload();
    // The first refresh now, while the reader is here (and online, most likely).
    await askWorkerToRefresh();
  }, [store, reload]);

  const turnOff = useCallback(async () => {
    setState((s) => (s.status === 'ready' ? { ...s, busy: true } : s));
    await unregisterPeriodicRefresh();
    await store.change((setting) => ({ ...setting, on: false }));
    writeHint(null);
    await reload();
  }, [store, reload]);

  return { state, turnOn, turnOff };
}

/** The time now, again every minute: what "2 hours ago" is counted from. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
