// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { contentKeys } from '../content-keys.ts';
import type { AnswerSource } from './backend-or-saved.ts';
import {
  contentStaleTime,
  FRESH_FOR_MS,
  ON_RECONNECT,
  RefreshOnReconnect,
} from './refresh-policy.ts';

/** A read the test answers by hand. */
function deferred<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { read, calls };
}

let queryClient = createQueryClient();
beforeEach(() => {
  queryClient = createQueryClient();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RefreshOnReconnect />
      {children}
    </QueryClientProvider>
  );
}

const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

type Answer = { source: AnswerSource; items: string[] };

describe('content queries when the connection returns', () => {
  it('a list reads again quietly: what is shown stays until the answer, and after a failure', async () => {
    const { read, calls } = deferred<Answer>();
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: contentKeys.list('essays', 'test'),
          queryFn: read,
          meta: ON_RECONNECT.refresh,
        }),
      { wrapper },
    );
    act(() => calls[0]!.resolve({ source: 'network', items: ['a'] }));
    await waitFor(() => expect(result.current.data?.items).toEqual(['a']));

    backOnline();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current.data?.items).toEqual(['a']);
    act(() => calls[1]!.resolve({ source: 'network', items: ['a', 'b'] }));
    await waitFor(() => expect(result.current.data?.items).toEqual(['a', 'b']));

    backOnline();
    await waitFor(() => expect(calls).toHaveLength(3));
    act(() => calls[2]!.reject(new Error('offline again')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data?.items).toEqual(['a', 'b']);
  });

  it('a piece page reads again only when it could not show its piece', async () => {
    const answers: AnswerSource[] = [];
    const { result, rerender } = renderHook(
      ({ source }: { source: AnswerSource }) =>
        useQuery({
          queryKey: contentKeys.piece('essay', 'slug', source),
          queryFn: async () => {
            answers.push(source);
            return { source };
          },
          meta: ON_RECONNECT.retryUnshown,
        }),
      { wrapper, initialProps: { source: 'saved' } },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    backOnline();
    rerender({ source: 'not-saved' });
    await waitFor(() => expect(result.current.data?.source).toBe('not-saved'));
    backOnline();
    await waitFor(() => expect(answers).toEqual(['saved', 'not-saved', 'not-saved']));
  });

  it('leaves queries that are not public content alone', async () => {
    let reads = 0;
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['admin', 'essays'],
          queryFn: async () => ++reads,
          meta: ON_RECONNECT.refresh,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBe(1));
    backOnline();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toBe(1);
  });
});

describe('contentStaleTime', () => {
  it("keeps the backend's answer fresh for a minute; one from the device is stale at once", () => {
    const staleTime = (data: unknown) => contentStaleTime({ state: { data } });
    expect(staleTime({ source: 'network', items: [] })).toBe(FRESH_FOR_MS);
    expect(staleTime({ pages: [{ source: 'network', items: [] }] })).toBe(FRESH_FOR_MS);
    expect(staleTime({ source: 'saved', items: [] })).toBe(0);
    expect(staleTime({ pages: [{ source: 'saved', items: [] }] })).toBe(0);
    expect(staleTime({ source: 'not-saved' })).toBe(0);
    expect(staleTime(undefined)).toBe(0);
  });
});
