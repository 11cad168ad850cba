// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { OfflinePage } from './offline-page.tsx';
import { expectLinks } from '../../test/links.ts';

beforeEach(async () => {
  for (const piece of await offlineLibrary.list()) await offlineLibrary.remove(piece.key);
});

async function saveSeeded() {
  const { content } = createTestBackend();
  await offlineLibrary.save({
    kind: 'essay',
    item: (await content.getEssayBySlug('the-edge-dilemma'))!,
  });
  await offlineLibrary.save({
    kind: 'prompt',
    item: (await content.getPromptBySlug('build-an-ai-chief-of-staff'))!,
  });
}

/** /offline, for whoever this device's session says. */
const renderOfflinePage = () =>
  renderWithApp(
    <AuthProvider>
      <OfflinePage />
    </AuthProvider>,
    { path: '/offline' },
  );

describe('the Available offline page', () => {
  it('says nothing is saved yet, with somewhere to start', async () => {
    renderOfflinePage();
    expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(screen.getByText(/0 pieces/)).toBeInTheDocument();
    expect(document.title).toContain('Available offline');
  });

  it('lists saved pieces by most recently read, linking to each, with the space used', async () => {
    await saveSeeded();
    renderOfflinePage();
    const list = await screen.findByRole('list', { name: 'Saved pieces' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Build an AI Chief of Staff', 'The EDGE Dilemma']);
    expectLinks(
      [
        ['The EDGE Dilemma', '/essays/the-edge-dilemma'],
        ['Build an AI Chief of Staff', '/prompts/detail/build-an-ai-chief-of-staff'],
      ],
      within(list),
    );
    expect(screen.getByText(/2 pieces/).parentElement).toHaveTextContent(
      /saved, using \d+ KB of 10\.0 MB\./,
    );
  });

  it("says 'Saved' rather than 'Read' for a piece saved by Save everything and not opened", async () => {
    const { content } = createTestBackend();
    const item = (await content.getEssayBySlug('the-edge-dilemma'))!;
    await offlineLibrary.save({ kind: 'essay', item }, { opened: false });
    renderOfflinePage();
    const list = await screen.findByRole('list', { name: 'Saved pieces' });
    expect(within(list).getByText(/^Saved [A-Z][a-z]{2} \d+, \d{4} · \d+ KB$/)).toBeInTheDocument();
  });

  it('pins and unpins a piece, and removes one', async () => {
    await saveSeeded();
    const user = userEvent.setup();
    renderOfflinePage();
    const pin = await screen.findByRole('button', { name: 'Pin The EDGE Dilemma' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);
    await waitFor(() => expect(pin).toHaveAttribute('aria-pressed', 'true'));
    expect((await offlineLibrary.find('essay', 'the-edge-dilemma'))?.pinned).toBe(true);
    await user.click(pin);
    await waitFor(() => expect(pin).toHaveAttribute('aria-pressed', 'false'));

    await user.click(screen.getByRole('button', { name: 'Remove Build an AI Chief of Staff' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Build an AI Chief of Staff' })).toBeNull(),
    );
    expect((await offlineLibrary.list()).map((p) => p.key)).toEqual(['essay:the-edge-dilemma']);
  });
});
