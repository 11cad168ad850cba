// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { ReadingPositions } from '../../stores/offline-library';
import { testLifecycle, withLifecycle } from '../../test/render.tsx';
import { useReadingPosition } from './use-reading-position.ts';

/** A page that has just loaded: its lifecycle not released yet. */
function freshPage() {
  const lifecycle = testLifecycle({});
  const wrapper = ({ children }: { children: ReactNode }) => withLifecycle(children, lifecycle);
  return { lifecycle, wrapper };
}

const positions = (): ReadingPositions & { get: ReturnType<typeof vi.fn> } => ({
  get: vi.fn(async () => 0.5),
  set: vi.fn(async () => {}),
  forget: vi.fn(async () => {}),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useReadingPosition', () => {
  it('on a first visit, reads the saved position only once the page is released', async () => {
    const { lifecycle, wrapper } = freshPage();
    const saved = positions();
    const { result } = renderHook(
      () => useReadingPosition('essay:the-edge-dilemma', { current: null }, saved),
      { wrapper },
    );
    await act(async () => {});
    expect(saved.get).not.toHaveBeenCalled();
    await act(() => lifecycle.release());
    expect(saved.get).toHaveBeenCalledWith('essay:the-edge-dilemma');
    expect(result.current.offer).toBe(0.5);
  });

  it('on a return visit (the service worker serves the page), reads it at once', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    const { wrapper } = freshPage();
    const saved = positions();
    const { result } = renderHook(
      () => useReadingPosition('essay:the-edge-dilemma', { current: null }, saved),
      { wrapper },
    );
    await act(async () => {});
    expect(saved.get).toHaveBeenCalledWith('essay:the-edge-dilemma');
    expect(result.current.offer).toBe(0.5);
  });
});
