import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `load` for `key` (say `essay:${slug}`) and again whenever the key changes; answers for an
 * older key are ignored; `retry` runs it again.
 */
export function useAsync<T>(
  key: string,
  load: () => Promise<T>,
): AsyncState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Each run has its own id: an answer belongs to the run it carries, so a newer run reads as
  // "loading" at once without resetting state inside the effect.
  const run = `${attempt}:${key}`;
  const [settled, setSettled] = useState<{ run: string; state: AsyncState<T> } | null>(null);

  useEffect(() => {
    let stale = false;
    load().then(
      (data) => !stale && setSettled({ run, state: { status: 'success', data, error: undefined } }),
      (error: unknown) =>
        !stale &&
        setSettled({
          run,
          state: {
            status: 'error',
            data: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    );
    return () => {
      stale = true;
    };
    // `load` is recreated every render; `run` changes exactly when what it loads does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = settled && settled.run === run ? settled.state : LOADING;
  return { ...state, retry };
}
