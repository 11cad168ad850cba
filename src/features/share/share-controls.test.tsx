// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShareControls } from './share-controls.tsx';

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
afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('ShareControls', () => {
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

  it('records a copied link as platform copy-link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { recordShare } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(recordShare).toHaveBeenCalledWith({
      platform: 'copy-link',
      pagePath: '/essays/the-edge-dilemma',
    });
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('records a share the device share sheet completed as platform share-sheet', async () => {
    Object.defineProperty(navigator, 'share', {
      value: () => Promise.resolve(),
      configurable: true,
    });
    try {
      const { backend } = setup();
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(async () => {
        const shares = (await backend.demo.dump('social_shares')) as { platform: string }[];
        expect(shares.map((s) => s.platform)).toEqual(['share-sheet']);
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it("logs 'Failed to record share' when the record fails", async () => {
    const { recordShare } = setup();
    const failure = new Error('permission-denied');
    recordShare.mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const link = screen.getByRole('link', { name: 'Share on LinkedIn' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to record share', failure));
  });
});
