// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './use-async.ts';

/** A load the test answers by hand. */
function deferred() {
  const calls: { resolve: (v: string[]) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

describe('useAsync', () => {
  it('retry goes back to loading; refresh keeps what is shown until the new answer', async () => {
    const { load, calls } = deferred();
    const { result } = renderHook(() => useAsync('list', load));
    expect(result.current.status).toBe('loading');
    act(() => calls[0]!.resolve(['a']));
    await waitFor(() => expect(result.current.data).toEqual(['a']));

    act(() => result.current.refresh());
    expect(result.current.data).toEqual(['a']);
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls[1]!.resolve(['a', 'b']));
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
  });

  it('a failed refresh keeps the data shown; a failed first read is an error', async () => {
    const { load, calls } = deferred();
    const { result } = renderHook(() => useAsync('list', load));
    act(() => calls[0]!.reject(new Error('offline')));
    await waitFor(() => expect(result.current.status).toBe('error'));

    act(() => result.current.refresh());
    // Still the error (and whatever the page shows for it) while the refresh runs.
    expect(result.current.status).toBe('error');
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls[1]!.resolve(['a']));
    await waitFor(() => expect(result.current.data).toEqual(['a']));

    act(() => result.current.refresh());
    await waitFor(() => expect(calls).toHaveLength(3));
    act(() => calls[2]!.reject(new Error('offline again')));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toMatchObject({ status: 'success', data: ['a'] });
  });
});
