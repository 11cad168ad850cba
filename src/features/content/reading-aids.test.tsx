// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readingPositions } from '../../stores/offline-library';
import { renderWithApp } from '../../test/render.tsx';
import { ReadingAids } from './reading-aids.tsx';
import { SAVE_EVERY_MS } from './use-reading-position.ts';

/** A fake clock for the page's frames and timers (IndexedDB keeps its own). */
const fakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });

/** Lets a frame and the time a write waits for go by on the fake clock, then reads what is stored. */
async function storedAfterTheWriteDelay(key: string): Promise<number | null> {
  await act(() => vi.advanceTimersByTimeAsync(SAVE_EVERY_MS + 100));
  return readingPositions.get(key);
}

/** On the fake clock: the first frame has been measured and the saved position read. */
async function settle(key: string): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(100));
  await act(() => readingPositions.get(key));
}

// The page as laid out: the piece starts 200 px down and is `height` tall in an 800 px window;
// its paragraphs sit every 300 px from its top.
const TOP = 200;
const WINDOW = 800;
let height = 3000;
let scrollY = 0;

function Piece({ pieceKey, withText = true }: { pieceKey: string; withText?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} data-testid="article">
      <ReadingAids key={pieceKey} pieceKey={pieceKey} articleRef={ref} />
      {withText && (
        <div className="prose">
          {Array.from({ length: 10 }, (_, i) => (
            <p key={i} data-index={i}>
              Paragraph {i}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

const rect = (top: number, h: number) => ({ top, height: h, bottom: top + h }) as DOMRect;

function scrollTo(y: number) {
  scrollY = y;
  act(() => {
    fireEvent.scroll(window);
  });
}

let key = '';
beforeEach(() => {
  key = `essay:piece-${Math.random()}`;
  height = 3000;
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.dataset.testid === 'article') return rect(TOP - scrollY, height);
    const index = Number(this.dataset.index ?? 0);
    return rect(TOP + index * 300 - scrollY, 280);
  });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading position', () => {
  it('keeps how far the reader got on the device', async () => {
    renderWithApp(<Piece pieceKey={key} />);
    await act(() => readingPositions.get(key));
    scrollTo(TOP + 1100); // half way: (1300 - 200) / (3000 - 800)
    await waitFor(async () => expect(await readingPositions.get(key)).toBe(0.5));
  });

  it("offers 'Continue where you left off' on reopening, and scrolls there with focus on the text", async () => {
    await readingPositions.set(key, 0.4);
    renderWithApp(<Piece pieceKey={key} />);
    const resume = await screen.findByRole('button', { name: 'Continue where you left off' });
    expect(screen.getByText('You stopped 40% of the way through.')).toBeInTheDocument();
    fireEvent.click(resume);
    const top = TOP + 0.4 * (3000 - WINDOW); // 1080
    expect(window.scrollTo).toHaveBeenCalledWith({ top, behavior: 'smooth' });
    // The first paragraph at or below that point (200 + 3 * 300 = 1100) takes the focus.
    expect(document.activeElement).toHaveTextContent('Paragraph 3');
    expect(screen.queryByRole('button', { name: 'Continue where you left off' })).toBeNull();
  });

  it('restores by proportion, so a larger text size still lands in the same place', async () => {
    await readingPositions.set(key, 0.4);
    height = 4800;
    renderWithApp(<Piece pieceKey={key} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: TOP + 0.4 * 4000, behavior: 'smooth' });
  });

  it('keeps the saved place while the reader glances above it, and drops the offer once past it', async () => {
    await readingPositions.set(key, 0.6);
    fakeClock();
    try {
      renderWithApp(<Piece pieceKey={key} />);
      await settle(key);
      expect(screen.getByRole('button', { name: 'Continue where you left off' })).toBeVisible();
      scrollTo(TOP + 220); // 10%
      expect(await storedAfterTheWriteDelay(key)).toBe(0.6);
      scrollTo(TOP + 1540); // 70%
      expect(await storedAfterTheWriteDelay(key)).toBe(0.7);
      expect(screen.queryByRole('button', { name: 'Continue where you left off' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers nothing at the start or the end of a piece', async () => {
    await readingPositions.set(key, 0.02);
    const { unmount } = renderWithApp(<Piece pieceKey={key} />);
    await act(() => readingPositions.get(key));
    expect(screen.queryByTestId('resume-reading')).toBeNull();
    unmount();
    await readingPositions.set(key, 0.99);
    renderWithApp(<Piece pieceKey={key} />);
    await act(() => readingPositions.get(key));
    expect(screen.queryByTestId('resume-reading')).toBeNull();
  });

  it('tracks nothing while the text is not shown (behind the gate)', async () => {
    await readingPositions.set(key, 0.4);
    fakeClock();
    try {
      renderWithApp(<Piece pieceKey={key} withText={false} />);
      await settle(key);
      scrollTo(TOP + 2200);
      expect(await storedAfterTheWriteDelay(key)).toBe(0.4);
      expect(screen.queryByRole('progressbar')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes the position when the reader leaves the page', async () => {
    const { unmount } = renderWithApp(<Piece pieceKey={key} />);
    await act(() => readingPositions.get(key)); // the page has read the saved position (none)
    scrollTo(TOP + 440); // 20%
    unmount();
    await waitFor(async () => expect(await readingPositions.get(key)).toBe(0.2));
  });
});

describe('the reading-progress bar', () => {
  it('shows on a piece two windows tall or more, following the scroll', async () => {
    renderWithApp(<Piece pieceKey={key} />);
    const bar = await screen.findByRole('progressbar', { name: 'Reading progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    scrollTo(TOP + 1650); // 75%
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
  });

  it('is not shown on a shorter piece', async () => {
    height = 1500;
    renderWithApp(<Piece pieceKey={key} />);
    await act(() => readingPositions.get(key));
    scrollTo(TOP + 350);
    await waitFor(async () => expect(await readingPositions.get(key)).toBe(0.5));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
