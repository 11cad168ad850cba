import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

/** Runs `load` when `deps` change; ignores answers that arrive after a newer run; `retry` reruns. */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: DependencyList,
): AsyncState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AsyncState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    let stale = false;
    setState({ status: 'loading', data: undefined, error: undefined });
    load().then(
      (data) => !stale && setState({ status: 'success', data, error: undefined }),
      (error: unknown) =>
        !stale &&
        setState({
          status: 'error',
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      stale = true;
    };
    // `load` is recreated every render; the caller's deps say when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
