// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadingPositions } from '../../stores/offline-library';

/** The hook and the release as a page that has just loaded has them (the setup released them). */
async function freshPage() {
  vi.resetModules();
  const release = await import('../../platform/lifecycle/deferred-release.ts');
  const { useReadingPosition } = await import('./use-reading-position.ts');
  return { ...release, useReadingPosition };
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
    const { releaseDeferred, useReadingPosition } = await freshPage();
    const saved = positions();
    const { result } = renderHook(() =>
      useReadingPosition('essay:the-edge-dilemma', { current: null }, saved),
    );
    await act(async () => {});
    expect(saved.get).not.toHaveBeenCalled();
    await act(() => releaseDeferred());
    expect(saved.get).toHaveBeenCalledWith('essay:the-edge-dilemma');
    expect(result.current.offer).toBe(0.5);
  });

  it('on a return visit (the service worker serves the page), reads it at once', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    const { useReadingPosition } = await freshPage();
    const saved = positions();
    const { result } = renderHook(() =>
      useReadingPosition('essay:the-edge-dilemma', { current: null }, saved),
    );
    await act(async () => {});
    expect(saved.get).toHaveBeenCalledWith('essay:the-edge-dilemma');
    expect(result.current.offer).toBe(0.5);
  });
});
