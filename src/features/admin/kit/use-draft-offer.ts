import { useCallback, useState } from 'react';
import { readLocalDraft, removeLocalDraft, type LocalDraft } from './local-draft.ts';

/**
 * The draft this device kept for a form when it opened (after a reload, a crash or a closed
 * tab), while it differs from what the form opened with; null once restored or discarded.
 */
export function useDraftOffer<T>(
  key: string,
  clean: T,
): { offer: LocalDraft<T> | null; settle: () => void; discard: () => void } {
  const [state, setState] = useState(() => {
    const draft = readLocalDraft<T>(key);
    const differs = draft !== null && JSON.stringify(draft.values) !== JSON.stringify(clean);
    return { key, offer: differs ? draft : null };
  });
  // Another form (another key) reads its own draft.
  if (state.key !== key) {
    const draft = readLocalDraft<T>(key);
    const differs = draft !== null && JSON.stringify(draft.values) !== JSON.stringify(clean);
    setState({ key, offer: differs ? draft : null });
  }
  const settle = useCallback(() => setState((s) => ({ ...s, offer: null })), []);
  const discard = useCallback(() => {
    removeLocalDraft(key);
    setState((s) => ({ ...s, offer: null }));
  }, [key]);
  return { offer: state.offer, settle, discard };
}
