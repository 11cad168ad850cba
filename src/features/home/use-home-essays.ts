import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Backend } from '../../backend/backend.ts';
import { useBackend } from '../../backend/backend-context.tsx';
import { sortEssaysForHome } from '../../domain/content-rules.ts';
import type { Essay } from '../../domain/types.ts';
import type { AsyncState } from '../../ui/use-async.ts';
import { useOnlineAgain } from '../../ui/use-online.ts';

interface Source {
  state: AsyncState<Essay[]>;
  pending: boolean;
  listeners: Set<() => void>;
}

const LOADING: AsyncState<Essay[]> = { status: 'loading', data: undefined, error: undefined };

// One list per backend, shared by the hero carousel and the essays section: one read, not two.
const sources = new WeakMap<Backend, Source>();

function sourceFor(backend: Backend): Source {
  let source = sources.get(backend);
  if (!source) {
    source = { state: LOADING, pending: false, listeners: new Set() };
    sources.set(backend, source);
  }
  return source;
}

function publish(source: Source, state: AsyncState<Essay[]>): void {
  source.state = state;
  source.listeners.forEach((listener) => listener());
}

/**
 * Reads the list again; a list already shown stays up until the new one arrives. After a
 * failure, `quiet` keeps the failure (and what the page shows in its place) up until then too,
 * instead of going back to skeletons.
 */
function refresh(backend: Backend, source: Source, quiet = false): void {
  if (source.pending) return;
  source.pending = true;
  if (source.state.status === 'error' && !quiet) publish(source, LOADING);
  backend.content.listEssays().then(
    (essays) => {
      source.pending = false;
      publish(source, { status: 'success', data: sortEssaysForHome(essays), error: undefined });
    },
    (error: unknown) => {
      source.pending = false;
      // A failed refresh keeps the essays the visitor is already looking at.
      if (source.state.status === 'success') return;
      if (quiet && source.state.status === 'error') return;
      const failure = error instanceof Error ? error : new Error(String(error));
      publish(source, { status: 'error', data: undefined, error: failure });
    },
  );
}

/**
 * The published essays in home-page order ('The EDGE Dilemma' first, then newest), refreshed
 * each time the home page mounts and when the connection comes back; `retry` reads them again
 * after a failure.
 */
export function useHomeEssays(): AsyncState<Essay[]> & { retry: () => void } {
  const backend = useBackend();
  const source = sourceFor(backend);
  const subscribe = useCallback(
    (listener: () => void) => {
      source.listeners.add(listener);
      return () => source.listeners.delete(listener);
    },
    [source],
  );
  const state = useSyncExternalStore(subscribe, () => source.state);
  useEffect(() => refresh(backend, source), [backend, source]);
  const retry = useCallback(() => refresh(backend, source), [backend, source]);
  useOnlineAgain(() => refresh(backend, source, true));
  return { ...state, retry };
}
