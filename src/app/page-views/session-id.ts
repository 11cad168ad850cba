/** Browser session storage key of the analytics session id. */
export const ANALYTICS_SESSION_KEY = 'edge_analytics_session_id';

/** The page session's analytics id (a timestamp plus a random string), created on first use. */
export function analyticsSessionId(storage: Storage = window.sessionStorage): string {
  try {
    const existing = storage.getItem(ANALYTICS_SESSION_KEY);
    if (existing) return existing;
    const id = `${Date.now()}-${Math.random().toString(36).slice(2, 11)}`;
    storage.setItem(ANALYTICS_SESSION_KEY, id);
    return id;
  } catch {
    // Storage can be disabled (private modes); a per-load id still groups this visit's views.
    return `${Date.now()}-nostorage`;
  }
}
