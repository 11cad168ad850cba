import { writeDeviceAccess } from '../../platform/offline/device-access.ts';

/**
 * What this device last knew of the session, kept in localStorage so a page can be drawn right
 * from the start, before the backend (and Firebase Auth) has loaded: whether someone is signed in,
 * and what the header and the free-view gate show for them. The backend's answer always wins;
 * the hint only saves a visitor from seeing the page change under them once it comes.
 */
export interface SessionHint {
  /** False: the backend last said nobody is signed in here. */
  signedIn: boolean;
  name: string | null;
  email: string | null;
  isAdmin: boolean;
  /** A confirmed subscriber: never gated. */
  unlimited: boolean;
}

/** The storage key (the boot script in index.html reads `unlimited` from it too). */
export const SESSION_HINT_KEY = 'edge_session';

let cached: { raw: string | null; hint: SessionHint | null } = { raw: null, hint: null };

function parse(raw: string | null): SessionHint | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionHint> | null;
    if (!value || typeof value !== 'object') return null;
    const hint: SessionHint = {
      signedIn: value.signedIn === true,
      name: typeof value.name === 'string' ? value.name : null,
      email: typeof value.email === 'string' ? value.email : null,
      isAdmin: value.isAdmin === true,
      unlimited: value.unlimited === true,
    };
    // A visitor's hint is the very value a server page is drawn with: React compares by
    // identity, and an equal copy would redraw every reader of the session after hydrating.
    const visitor = (Object.keys(hint) as (keyof SessionHint)[]).every(
      (key) => hint[key] === SIGNED_OUT_HINT[key],
    );
    return visitor ? SIGNED_OUT_HINT : hint;
  } catch {
    return null;
  }
}

/**
 * The hint on this device (the same object while the stored text is the same), else null: this
 * device does not know yet.
 */
export function readSessionHint(): SessionHint | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    return null; // storage blocked: no hint
  }
  if (raw !== cached.raw) cached = { raw, hint: parse(raw) };
  return cached.hint;
}

/** Nobody signed in, as the backend said. */
export const SIGNED_OUT_HINT: SessionHint = {
  signedIn: false,
  name: null,
  email: null,
  isAdmin: false,
  unlimited: false,
};

/**
 * Keeps the session's hint for the next page load; a change of `unlimited` is noted for the
 * service worker too (platform/offline/device-access.ts: it keeps the pages of pieces the device
 * may read).
 */
export function writeSessionHint(hint: SessionHint): void {
  if (readSessionHint()?.unlimited !== hint.unlimited) {
    void writeDeviceAccess({ unlimited: hint.unlimited });
  }
  try {
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
  } catch {
    // storage blocked: the next page is drawn as a visitor's until the backend answers
  }
}

/** Follows the hint as other tabs change it. */
export function subscribeSessionHint(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
