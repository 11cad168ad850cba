// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { renderWithApp } from '../../test/render.tsx';
import { COPY_CONFIRMATION_MS, ShareControls } from './share-controls.tsx';

function setup() {
  const backend = createTestBackend();
  const view = renderWithApp(
    <ShareControls path="/essays/the-edge-dilemma" title="The EDGE Dilemma" />,
    { backend },
  );
  const recordShare = vi.spyOn(backend.visitor, 'recordShare');
  return { ...view, backend, recordShare };
}

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}
afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareControls', () => {
  it('links each platform to the absolute URL of the page', () => {
    setup();
    const url = `${window.location.origin}/essays/the-edge-dilemma`;
    const linkedIn = screen.getByRole('link', { name: 'Share on LinkedIn' });
    expect(new URL(linkedIn.getAttribute('href') ?? '').searchParams.get('url')).toBe(url);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(
      'via=EDGENavigator',
    );
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toContain(
      encodeURIComponent("Thought you'd value this from EDGE Navigator"),
    );
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeInTheDocument();
  });

  it.each([
    ['Share on LinkedIn', 'linkedin'],
    ['Share on X', 'x'],
    ['Share by email', 'email'],
    ['Share on WhatsApp', 'whatsapp'],
  ])('records a click on %s as platform %s', async (name, platform) => {
    const { recordShare, backend } = setup();
    const link = screen.getByRole('link', { name });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(recordShare).toHaveBeenCalledWith({ platform, pagePath: '/essays/the-edge-dilemma' });
    await waitFor(async () => {
      const shares = (await backend.demo.dump('social_shares')) as { platform: string }[];
      expect(shares.map((s) => s.platform)).toEqual([platform]);
    });
  });

  it("copies the link: 'Link copied to clipboard' and a check mark for 2 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const { recordShare } = setup();
    // Taken before the click, so the check mark's timer cannot have started earlier.
    const clickedAt = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/essays/the-edge-dilemma`);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(recordShare).toHaveBeenCalledWith({
      platform: 'copy-link',
      pagePath: '/essays/the-edge-dilemma',
    });
    await screen.findByRole(
      'button',
      { name: 'Copy link' },
      { timeout: COPY_CONFIRMATION_MS + 1000 },
    );
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(COPY_CONFIRMATION_MS);
  });

  it("says 'Failed to copy link' when the clipboard refuses", async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
