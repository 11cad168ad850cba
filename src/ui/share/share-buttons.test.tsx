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

describe('ShareButtons with the share sheet', () => {
  const realShare = Object.getOwnPropertyDescriptor(navigator, 'share');
  afterEach(() => {
    if (realShare) Object.defineProperty(navigator, 'share', realShare);
    else Reflect.deleteProperty(navigator, 'share');
    vi.restoreAllMocks();
  });
  function stubShare(share: (data: ShareData) => Promise<void>) {
    const spy = vi.fn(share);
    Object.defineProperty(navigator, 'share', { value: spy, configurable: true });
    return spy;
  }
  function renderSheet() {
    const onShare = vi.fn<(channel: ShareChannel) => void>();
    renderWithApp(
      <ShareButtons
        path="/essays/the-edge-dilemma"
        title="The EDGE Dilemma"
        text="Why the leaders who move first lose."
        onShare={onShare}
      />,
    );
    return onShare;
  }

  it('offers Share (and Copy link) instead of the platforms, and opens the sheet with the piece', async () => {
    const share = stubShare(() => Promise.resolve());
    const onShare = renderSheet();
    expect(screen.queryByRole('link', { name: 'Share on LinkedIn' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'The EDGE Dilemma',
      text: 'Why the leaders who move first lose.',
      url: `${window.location.origin}/essays/the-edge-dilemma`,
    });
    await vi.waitFor(() => expect(onShare).toHaveBeenCalledExactlyOnceWith('share-sheet'));
  });

  it('takes a closed sheet quietly: no error, nothing recorded, Share stays', async () => {
    stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onShare = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    // Let the rejected share settle before looking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onShare).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('falls back to the platforms when the sheet fails', async () => {
    stubShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onShare = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('link', { name: 'Share on LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(onShare).not.toHaveBeenCalled();
  });
});
