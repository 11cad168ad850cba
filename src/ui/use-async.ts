import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

interface Settled<T> {
  run: string;
  key: string;
  state: AsyncState<T>;
}

/**
 * Runs `load` for `key` (say `essay:${slug}`) and again whenever the key changes; answers for an
 * older key are ignored. `retry` runs it again from a loading state; `refresh` runs it again
 * quietly: what is shown stays until the new answer comes, and a failed refresh keeps data
 * already shown (so a list refreshed when the connection returns never jumps back to skeletons).
 */
export function useAsync<T>(
  key: string,
  load: () => Promise<T>,
): AsyncState<T> & { retry: () => void; refresh: () => void } {
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  // Each run has its own id: an answer belongs to the run it carries, so a newer run reads as
  // "loading" at once without resetting state inside the effect.
  const run = `${attempt.n}:${key}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let stale = false;
    load().then(
      (data) =>
        !stale && setSettled({ run, key, state: { status: 'success', data, error: undefined } }),
      (error: unknown) =>
        !stale &&
        setSettled((previous) =>
          attempt.quiet && previous?.key === key && previous.state.status === 'success'
            ? { ...previous, run }
            : {
                run,
                key,
                state: {
                  status: 'error',
                  data: undefined,
                  error: error instanceof Error ? error : new Error(String(error)),
                },
              },
        ),
    );
    return () => {
      stale = true;
    };
    // `load` is recreated every render; `run` changes exactly when what it loads does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  const retry = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, quiet: true })), []);
  const state =
    settled && (settled.run === run || (attempt.quiet && settled.key === key))
      ? settled.state
      : LOADING;
  return { ...state, retry, refresh };
}
