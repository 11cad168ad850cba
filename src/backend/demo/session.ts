import type { AuthUser } from '../../domain/types.ts';
import type { Unsubscribe } from '../backend.ts';

/** The part of the Web Storage API the session needs. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Web Storage stand-in kept in memory (Node, tests, or when localStorage is blocked). */
export function createMemorySessionStorage(): SessionStorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

let fallbackStorage: SessionStorageLike | undefined;

/** localStorage when the environment has a usable one, else one shared in-memory storage. */
export function browserSessionStorage(): SessionStorageLike {
  try {
    // Reading localStorage throws where storage is disabled (some private modes, sandboxes).
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    // fall through
  }
  return (fallbackStorage ??= createMemorySessionStorage());
}

/**
 * The signed-in user and the account's session epoch this session signed in under: revoking an
 * account's sessions raises its epoch (DemoAccount.sessionEpoch), as Auth's revocation refuses
 * every refresh token issued before it.
 */
export type SessionUser = AuthUser & { epoch: number };

/** The signed-in user, persisted so a reload keeps the session, and its listeners. */
export interface SessionController {
  current(): SessionUser | null;
  /** Starts a new session (a sign-in) under the account's epoch; notifies before returning. */
  start(user: AuthUser, epoch: number): void;
  /**
   * Persists the user (null signs out) and notifies listeners before returning; the same
   * account keeps its session's epoch.
   */
  set(user: AuthUser | null): void;
  /** Calls back asynchronously with the current user, then on every change. */
  subscribe(callback: (user: AuthUser | null) => void): Unsubscribe;
}

// Same-tab channel per storage: controllers sharing a storage hear each other's changes
// (the 'storage' event only reaches other tabs).
const channels = new WeakMap<SessionStorageLike, EventTarget>();
function channelFor(storage: SessionStorageLike): EventTarget {
  let channel = channels.get(storage);
  if (!channel) channels.set(storage, (channel = new EventTarget()));
  return channel;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Record<string, unknown>;
    const nullableString = (field: unknown) => field === null || typeof field === 'string';
    const valid =
      typeof user.uid === 'string' &&
      nullableString(user.email) &&
      nullableString(user.displayName) &&
      typeof user.emailVerified === 'boolean' &&
      typeof user.isAdmin === 'boolean';
    if (!valid) return null;
    return {
      uid: user.uid as string,
      email: user.email as string | null,
      emailVerified: user.emailVerified as boolean,
      displayName: user.displayName as string | null,
      isAdmin: user.isAdmin as boolean,
      // A session stored before epochs were kept counts as the oldest there is.
      epoch: typeof user.epoch === 'number' ? user.epoch : 0,
    };
  } catch {
    return null; // a corrupt session is no session
  }
}

/** The user as the app sees it: without the session's bookkeeping. */
function publicUser(user: AuthUser): AuthUser {
  const { uid, email, emailVerified, displayName, isAdmin } = user;
  return { uid, email, emailVerified, displayName, isAdmin };
}

interface Listener {
  callback: (user: AuthUser | null) => void;
  /** False until the initial (asynchronous) call has been made. */
  started: boolean;
}

/** A session kept under `key` in `storage`; `crossTab` delivers other tabs' 'storage' events. */
export function createSessionController(
  storage: SessionStorageLike,
  key: string,
  crossTab: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): SessionController {
  const channel = channelFor(storage);
  const listeners = new Set<Listener>();
  const current = () => parseUser(storage.getItem(key));

  const notify = () => {
    const session = current();
    const user = session && publicUser(session);
    for (const listener of listeners) if (listener.started) listener.callback(user);
  };
  const onStorage = (event: Event) => {
    const changedKey = 'key' in event ? (event as StorageEvent).key : undefined;
    if (changedKey === key || changedKey === null) notify(); // null: storage.clear()
  };

  const store = (user: SessionUser | null) => {
    if (user) storage.setItem(key, JSON.stringify(user));
    else storage.removeItem(key);
    channel.dispatchEvent(new Event(key));
  };

  return {
    current,
    start: (user, epoch) => store({ ...publicUser(user), epoch }),
    set(user) {
      const session = current();
      // Sign-ins go through start(); another account here counts as the oldest session.
      const epoch = session && session.uid === user?.uid ? session.epoch : 0;
      store(user && { ...publicUser(user), epoch });
    },
    subscribe(callback) {
      const listener: Listener = { callback, started: false };
      if (listeners.size === 0) {
        channel.addEventListener(key, notify);
        crossTab?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      void Promise.resolve().then(() => {
        if (!listeners.has(listener)) return;
        listener.started = true;
        const session = current();
        callback(session && publicUser(session));
      });
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        channel.removeEventListener(key, notify);
        crossTab?.removeEventListener('storage', onStorage);
      };
    },
  };
}
