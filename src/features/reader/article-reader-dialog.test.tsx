// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedEssays } from '../../backend/seed/essays.ts';
import { GATE_TITLE } from '../../domain/free-views.ts';
import type { Essay } from '../../domain/types.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { ArticleReaderDialog } from './article-reader-dialog.tsx';
import { storedViews, storeViews } from '../../test/free-views.ts';

function seedEssay(id: string): Essay {
  const essay = seedEssays.find((e) => e.id === id);
  if (!essay) throw new Error(`no seeded essay ${id}`);
  return essay;
}

const dilemma = seedEssay('essay-edge-dilemma');

function renderReader(essay: Essay | null = dilemma) {
  const onClose = vi.fn();
  const view = renderWithApp(
    <AuthProvider>
      <ArticleReaderDialog essay={essay} onClose={onClose} />
    </AuthProvider>,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
});

describe('ArticleReaderDialog', () => {
  it('shows the essay: title, featured badge, excerpt, author, date, reading time and text', async () => {
    renderReader();
    const dialog = within(await screen.findByRole('dialog', { name: 'The EDGE Dilemma' }));
    expect(dialog.getByText('Featured')).toBeInTheDocument();
    expect(dialog.getByText(dilemma.excerpt ?? '')).toBeInTheDocument();
    expect(dialog.getByText('Dr. Maya Okafor')).toBeInTheDocument();
    expect(dialog.getByText('Jun 2, 2026')).toBeInTheDocument();
    expect(dialog.getByText(/\d+ min read/)).toBeInTheDocument();
    expect(
      await dialog.findByRole('heading', { name: 'Two failure modes, one root cause' }),
    ).toBeInTheDocument();
  });

  it("links to the essay's own page and shares that address", async () => {
    renderReader();
    const dialog = within(await screen.findByRole('dialog', { name: 'The EDGE Dilemma' }));
    expect(dialog.getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      '/essays/the-edge-dilemma',
    );
    const share = await dialog.findByRole('link', { name: /LinkedIn/i });
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toContain(
      '/essays/the-edge-dilemma',
    );
  });

  it('points the prompt-engineering essay at /engineering/prompt-engineering', async () => {
    const essay = seedEssay('essay-prompt-engineering');
    renderReader(essay);
    const dialog = within(await screen.findByRole('dialog', { name: essay.title }));
    expect(dialog.getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      '/engineering/prompt-engineering',
    );
  });

  it('counts the essay as viewed once', async () => {
    storeViews(['a', 'b']);
    renderReader();
    await screen.findByRole('heading', { name: 'Two failure modes, one root cause' });
    await waitFor(() => expect(storedViews()).toEqual(['a', 'b', 'essay-edge-dilemma']));
  });

  it('warns on the last free view', async () => {
    storeViews(['a', 'b', 'c', 'd']);
    renderReader();
    expect(await screen.findByText('You have 0 free view(s) remaining')).toBeInTheDocument();
  });

  it('shows the gate instead of the text after 5 distinct views', async () => {
    storeViews(['a', 'b', 'c', 'd', 'e']);
    renderReader();
    const dialog = within(await screen.findByRole('dialog', { name: 'The EDGE Dilemma' }));
    expect(await dialog.findByRole('heading', { name: GATE_TITLE })).toBeInTheDocument();
    expect(
      dialog.queryByRole('heading', { name: 'Two failure modes, one root cause' }),
    ).not.toBeInTheDocument();
    expect(storedViews()).toHaveLength(5);
  });

  it('reopens a piece already viewed even past the limit', async () => {
    storeViews(['a', 'b', 'c', 'd', 'essay-edge-dilemma']);
    renderReader();
    expect(
      await screen.findByRole('heading', { name: 'Two failure modes, one root cause' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: GATE_TITLE })).not.toBeInTheDocument();
  });

  it('asks to close from the close button and from Escape', async () => {
    const { user, onClose } = renderReader();
    await user.click(await screen.findByRole('button', { name: 'Close reader' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing without an essay', () => {
    renderReader(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
