import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { OFFLINE_LIMIT_BYTES } from '../../domain/saved-pieces.ts';
import { planSaveEverything, type SavePlan } from '../../domain/save-everything.ts';
import { offlineLibrary, type OfflineLibrary } from '../../stores/offline-library';
import { listEverything } from './api/list-everything.ts';

export type SaveEverything =
  | { step: 'idle' }
  /** Reading what is published and measuring it. */
  | { step: 'measuring' }
  /** The plan, waiting for the reader to start. */
  | { step: 'ready'; plan: SavePlan }
  | { step: 'saving'; plan: SavePlan; done: number }
  /** `persisted`: whether the browser agreed to keep the library through a storage clean-up. */
  | { step: 'done'; plan: SavePlan; persisted: boolean }
  | { step: 'cancelled'; plan: SavePlan; done: number }
  | { step: 'failed' };

/**
 * Asks the browser to keep this site's storage when space runs low (it may say no, or ask the
 * reader); true when it will.
 */
async function askToPersist(): Promise<boolean> {
  try {
    const storage = navigator.storage;
    if (!storage?.persist) return false;
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}

/**
 * "Save everything for offline", step by step: `measure` lists every published piece and says
 * how much of it fits the library's limit; `start` asks for persistent storage and saves the
 * chosen pieces one by one with their images (not counted as read); `cancel` stops after the
 * piece being saved (what is saved stays). Not a mutation: it reports its progress piece by
 * piece and answers to Cancel.
 */
export function useSaveEverything(library: OfflineLibrary = offlineLibrary) {
  const backend = useBackend();
  const [state, setState] = useState<SaveEverything>({ step: 'idle' });
  const run = useRef<AbortController | null>(null);
  // Leaving the page stops whatever is under way.
  useEffect(() => () => run.current?.abort(), []);

  const measure = useCallback(async () => {
    const controller = new AbortController();
    run.current = controller;
    setState({ step: 'measuring' });
    try {
      const pieces = await listEverything(backend.content, controller.signal);
      const candidates = await Promise.all(
        pieces.map(async (piece) => ({ piece, bytes: await library.estimate(piece) })),
      );
      const plan = planSaveEverything(candidates, await library.list(), OFFLINE_LIMIT_BYTES);
      if (!controller.signal.aborted) setState({ step: 'ready', plan });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Save everything: could not list the published pieces', error);
      setState({ step: 'failed' });
    }
  }, [backend, library]);

  const start = useCallback(
    async (plan: SavePlan) => {
      const controller = new AbortController();
      run.current = controller;
      setState({ step: 'saving', plan, done: 0 });
      // Asked first, while the click still counts as the reader's: some browsers ask them.
      const persisted = askToPersist();
      let done = 0;
      for (const { piece } of plan.chosen) {
        if (controller.signal.aborted) {
          setState({ step: 'cancelled', plan, done });
          return;
        }
        await library.save(piece, { opened: false });
        done += 1;
        if (!controller.signal.aborted) setState({ step: 'saving', plan, done });
      }
      setState({ step: 'done', plan, persisted: await persisted });
    },
    [library],
  );

  const cancel = useCallback(() => {
    run.current?.abort();
    setState((s) => (s.step === 'saving' ? { ...s, step: 'cancelled' } : { step: 'idle' }));
  }, []);

  return { state, measure, start, cancel };
}
