import { useCallback, useEffect } from 'react';
import {
  CONTENT_VIEWS_KEY,
  accessTo,
  parseContentViews,
  withView,
  type Access,
  type ContentViews,
} from '../../domain/free-views.ts';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { noteViewsForWorker } from '../../stores/session/free-views-copy.ts';
import { readSessionHint } from '../../stores/session/session-hint.ts';
import { useHydrated } from '../../platform/lifecycle/use-hydrated.ts';

function readViews(): ContentViews {
  try {
    return parseContentViews(localStorage.getItem(CONTENT_VIEWS_KEY));
  } catch {
    return parseContentViews(null); // storage blocked (private mode): count from nothing
  }
}

function writeViews(views: ContentViews): void {
  try {
    localStorage.setItem(CONTENT_VIEWS_KEY, JSON.stringify(views));
  } catch (error) {
    console.error('Failed to save content views', error);
  }
  noteViewsForWorker(views.viewedContent);
}

/**
 * Whether piece `id` may be read: 'ready' once the session is known; 'checking' while the
 * account's subscription is looked up, with what this device's views and session hint say (what
 * the page shows meanwhile: the index.html boot script reads the same).
 */
export type ContentAccess = ({ status: 'checking' } | { status: 'ready' }) & Access;

/**
 * Whether the reader may open piece `id` now; when they may, the piece is counted once in
 * localStorage 'edge_content_views'. A piece is counted once the account's subscription is known,
 * or at once when this device knows nobody is signed in (AuthState.pending), so a subscriber is
 * never counted by mistake (nor while a server-rendered page hydrates, when the page is still
 * drawn as the server drew it).
 */
export function useContentAccess(id: string): ContentAccess {
  const hydrated = useHydrated();
  const { loading, checkingSubscription, isConfirmedSubscriber, pending } = useAuth();
  const checking = loading || checkingSubscription;
  const access: ContentAccess = checking
    ? { status: 'checking', ...accessTo(readViews(), id, readSessionHint()?.unlimited === true) }
    : { status: 'ready', ...accessTo(readViews(), id, isConfirmedSubscriber) };
  // A visitor this device knows nobody is signed in for is counted at once, without waiting for
  // the session (whose code may load only once the page has settled): a piece opened and left
  // within seconds is counted as one read for minutes.
  const knownVisitor = loading && pending?.signedIn === false;
  const open = hydrated && access.open && (access.status === 'ready' || knownVisitor);

  useEffect(() => {
    if (!open) return;
    const views = readViews();
    // Another piece mounted in the same render may have taken the last free view.
    if (!accessTo(views, id, isConfirmedSubscriber).open) return;
    const next = withView(views, id, new Date());
    if (next !== views) writeViews(next);
  }, [open, id, isConfirmedSubscriber]);

  return access;
}

/**
 * For a control that hands a piece over without showing it (a card's 'Open in ChatGPT'): a
 * function that counts a view of piece `id` when the reader may open it now, and says whether
 * they may. While the subscription is looked up it says no, and the caller shows the piece's
 * own screen, which waits for the answer.
 */
export function useTakeView(): (id: string) => boolean {
  const { loading, checkingSubscription, isConfirmedSubscriber } = useAuth();
  const checking = loading || checkingSubscription;
  return useCallback(
    (id: string) => {
      if (checking) return false;
      const views = readViews();
      if (!accessTo(views, id, isConfirmedSubscriber).open) return false;
      const next = withView(views, id, new Date());
      if (next !== views) writeViews(next);
      return true;
    },
    [checking, isConfirmedSubscriber],
  );
}
