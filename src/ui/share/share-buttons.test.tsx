// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { COPY_CONFIRMATION_MS, ShareButtons, type ShareChannel } from './share-buttons.tsx';

function setup() {
  const onShare = vi.fn<(channel: ShareChannel) => void>();
  const view = renderWithApp(
    <ShareButtons path="/essays/the-edge-dilemma" title="The EDGE Dilemma" onShare={onShare} />,
  );
  return { ...view, onShare };
}

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}
afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButtons', () => {
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
  ])('reports a click on %s as platform %s', (name, platform) => {
    const { onShare } = setup();
    const link = screen.getByRole('link', { name });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(onShare).toHaveBeenCalledExactlyOnceWith(platform);
  });

  it("copies the link: 'Link copied to clipboard' and a check mark for 2 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const { onShare } = setup();
    // Taken before the click, so the check mark's timer cannot have started earlier.
    const clickedAt = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/essays/the-edge-dilemma`);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(onShare).toHaveBeenCalledExactlyOnceWith('copy-link');
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
