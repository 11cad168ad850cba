import { BackendError } from '../../domain/errors.ts';

/** Firestore's own message when a read fails offline; the demo uses it for every call. */
export const OFFLINE_MESSAGE = 'Failed to get document because the client is offline.';

/** Whether the "network" is up, as far as the demo backend pretends. */
export interface Connectivity {
  isOnline(): boolean;
}

/**
 * Online unless `navigator.onLine` is false or an 'offline' event was seen with no 'online'
 * since (browsers and test drivers do not always agree on both). No navigator (Node): online.
 */
export function createConnectivity(
  events: Pick<EventTarget, 'addEventListener'> | undefined = browserWindow(),
  getNavigator: () => { onLine?: boolean } | undefined = () => globalThis.navigator,
): Connectivity {
  let offlineEventSeen = false;
  events?.addEventListener('offline', () => (offlineEventSeen = true));
  events?.addEventListener('online', () => (offlineEventSeen = false));
  return {
    isOnline: () => getNavigator()?.onLine !== false && !offlineEventSeen,
  };
}

function browserWindow(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

let sharedConnectivity: Connectivity | undefined;

/** One app-wide tracker, so an 'offline' event is seen whichever backend instance asks. */
export function defaultConnectivity(): Connectivity {
  return (sharedConnectivity ??= createConnectivity());
}

/** Runs one backend operation as if it crossed the network. */
export type Remote = <T>(operation: () => Promise<T>) => Promise<T>;

/** A Remote that waits `latencyMs`, fails while offline and turns stray errors into BackendErrors. */
export function createRemote(options: { latencyMs: number; connectivity: Connectivity }): Remote {
  const assertOnline = () => {
    if (!options.connectivity.isOnline()) throw new BackendError('unavailable', OFFLINE_MESSAGE);
  };
  return async (operation) => {
    assertOnline();
    if (options.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      assertOnline(); // the connection may drop while the request is "in flight"
    }
    try {
      return await operation();
    } catch (error) {
      if (error instanceof BackendError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new BackendError('internal', message);
    }
  };
}
