// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seedEssays } from '../../backend/seed/essays.ts';
import type { ContentPiece } from '../../domain/types.ts';
import { testLifecycle, withLifecycle } from '../../test/render.tsx';
import type { OfflineLibrary } from './offline-library.ts';
import { useSaveForOffline } from './use-offline-library.ts';

const piece: ContentPiece = { kind: 'essay', item: seedEssays[0]! };

/** Past the frame after a reader's act and a task: when the page counts as settled. */
const pastTheNextFrame = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

/** A first visit's page (its lifecycle not settled) and a library that records what it saves. */
function firstVisit() {
  const lifecycle = testLifecycle({});
  const library = { save: vi.fn(async () => {}) } as unknown as OfflineLibrary;
  const wrapper = ({ children }: { children: ReactNode }) => withLifecycle(children, lifecycle);
  return { library, wrapper };
}

describe('useSaveForOffline', () => {
  it('saves the piece shown once the page has settled, not before', async () => {
    const { library, wrapper } = firstVisit();
    renderHook(() => useSaveForOffline(piece, library), { wrapper });
    await act(async () => {});
    expect(library.save).not.toHaveBeenCalled();
    // The reader scrolls: the page counts as settled once the frame that answers it is drawn.
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await pastTheNextFrame();
    expect(library.save).toHaveBeenCalledWith(piece);
  });

  it('does not save a piece hidden again before the page settled', async () => {
    const { library, wrapper } = firstVisit();
    const { unmount } = renderHook(() => useSaveForOffline(piece, library), { wrapper });
    unmount();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await pastTheNextFrame();
    expect(library.save).not.toHaveBeenCalled();
  });
});
