// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/backend.ts';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { seedPrompts } from '../../backend/seed/prompts.ts';
import { lightningLessonUrl } from '../../domain/external-links.ts';
import { BackendError } from '../../domain/errors.ts';
import type { Prompt } from '../../domain/types.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { CategoryPage } from './category-page.tsx';

function renderCategory(category: string, backend: Backend = createTestBackend()) {
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/prompts/:category" element={<CategoryPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </AuthProvider>,
    { path: `/prompts/${category}`, backend },
  );
  return { ...view, user: userEvent.setup() };
}

/** A backend whose prompt list is exactly `prompts`. */
function backendWith(prompts: Prompt[]): Backend {
  const backend = createTestBackend();
  vi.spyOn(backend.content, 'listPrompts').mockResolvedValue(prompts);
  return backend;
}

const seed = (id: string) => seedPrompts.find((p) => p.id === id) as Prompt;
const categoryList = () => screen.getByRole('region', { name: 'Prompts' });
/** The card titles in `scope`, also while a modal dialog hides the page from assistive tech. */
const cardTitles = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('heading', { level: 3, hidden: true })
    .map((h) => h.textContent);

beforeEach(async () => {
  localStorage.clear();
  for (const piece of await offlineLibrary.list()) await offlineLibrary.remove(piece.key);
});

describe('CategoryPage', () => {
  it('shows six skeleton cards while the prompts load', async () => {
    const backend = createTestBackend();
    vi.spyOn(backend.content, 'listPrompts').mockReturnValue(new Promise(() => {}));
    renderCategory('edge-co-pilots', backend);
    expect(await screen.findAllByTestId('prompt-card-skeleton')).toHaveLength(6);
    expect(screen.getByRole('status', { name: 'Loading prompts' })).toBeInTheDocument();
  });

  it('lists the category prompts in order with title, description, minutes and 80-char preview', async () => {
    renderCategory('edge-co-pilots');
    expect(await screen.findByRole('heading', { level: 1, name: 'EDGE Co-Pilots' })).toBeVisible();
    await waitFor(() =>
      expect(cardTitles(categoryList())).toEqual([
        'Build an AI Chief of Staff',
        'Performance Coach for Difficult Conversations',
        seed('prompt-advisory-board').title,
      ]),
    );
    const card = within(categoryList()).getAllByTestId('prompt-card')[0] as HTMLElement;
    const chief = seed('prompt-ai-chief-of-staff');
    expect(within(card).getByText(chief.description)).toBeInTheDocument();
    expect(within(card).getByText('2 min read')).toBeInTheDocument();
    const preview = within(card).getByTestId('prompt-preview').textContent ?? '';
    const folded = chief.content.replace(/\s+/g, ' ');
    expect(preview).toBe(`${folded.slice(0, 80).trimEnd()}...`);
    expect(within(card).getByRole('link', { name: chief.title })).toHaveAttribute(
      'href',
      '/prompts/detail/build-an-ai-chief-of-staff',
    );
    expect(within(card).getByRole('group', { name: `Share: ${chief.title}` })).toBeInTheDocument();
    expect(document.title).toBe('EDGE Co-Pilots Prompts | EDGE Navigator');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/prompts/edge-co-pilots`,
    );
  });

  it('reads only its own prompts, and as many featured ones as it may show beside them', async () => {
    const backend = createTestBackend();
    const list = vi.spyOn(backend.content, 'listPrompts');
    const featured = vi.spyOn(backend.content, 'listFeaturedPrompts');
    renderCategory('edge-co-pilots', backend);
    await screen.findByRole('region', { name: 'More featured prompts' });
    expect(list).toHaveBeenCalledExactlyOnceWith({
      anyTag: ['edge-co-pilots', 'chief-of-staff', 'coaching', 'advisory'],
    });
    // Four, and the two featured prompts of the category itself, which it leaves out.
    expect(featured).toHaveBeenCalledExactlyOnceWith(6);
  });

  it("says 'No preview available' for a prompt without content", async () => {
    renderCategory(
      'edge-signals',
      backendWith([{ ...seed('prompt-weak-signals'), content: '  ' }]),
    );
    const card = await screen.findByTestId('prompt-card');
    expect(within(card).getByText('No preview available')).toBeInTheDocument();
  });

  it('narrows the list with single-select filter chips, matching tags case-insensitively', async () => {
    const upper = { ...seed('prompt-performance-coach'), tags: ['EDGE-Co-Pilots', 'COACHING'] };
    const backend = backendWith([
      seed('prompt-ai-chief-of-staff'),
      upper,
      seed('prompt-advisory-board'),
      seed('prompt-weak-signals'),
    ]);
    const { user } = renderCategory('edge-co-pilots', backend);
    const chips = within(await screen.findByRole('group', { name: 'Filter prompts by tag' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'EDGE Co-Pilots',
      'Chief of staff',
      'Coaching',
      'Advisory',
    ]);
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles(categoryList())).toHaveLength(3);

    await user.click(chips.getByRole('button', { name: 'Coaching' }));
    expect(chips.getByRole('button', { name: 'Coaching' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles(categoryList())).toEqual([upper.title]);
    expect(screen.getByText('1 prompt tagged Coaching')).toBeInTheDocument();

    await user.click(chips.getByRole('button', { name: 'Advisory' }));
    expect(cardTitles(categoryList())).toEqual([
      'Build an AI Chief of Staff',
      seed('prompt-advisory-board').title,
    ]);

    // Pressing the selected chip again goes back to All.
    await user.click(chips.getByRole('button', { name: 'Advisory' }));
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles(categoryList())).toHaveLength(3);
  });

  it('shows the empty message and a Coming Soon badge for a category without prompts', async () => {
    renderCategory('edge-charter', backendWith([seed('prompt-weak-signals')]));
    expect(
      await screen.findByText('No prompts available in this category yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter prompts by tag' })).not.toBeInTheDocument();
  });

  it('offers Retry after a failed read, and recovers', async () => {
    const backend = createTestBackend();
    const list = vi
      .spyOn(backend.content, 'listPrompts')
      .mockRejectedValueOnce(new BackendError('unavailable', 'offline'));
    const { user } = renderCategory('edge-signals', backend);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles(categoryList())).toHaveLength(3));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('lists the prompts saved on this device when the list cannot be read, and says why', async () => {
    const backend = createTestBackend();
    await offlineLibrary.save({ kind: 'prompt', item: seed('prompt-advisory-board') });
    const list = vi
      .spyOn(backend.content, 'listPrompts')
      .mockRejectedValueOnce(new BackendError('unavailable', 'offline'));
    renderCategory('edge-co-pilots', backend);
    expect(
      await screen.findByText(
        "We couldn't load the latest prompts. These are the ones saved on this device.",
      ),
    ).toBeInTheDocument();
    expect(cardTitles(categoryList())).toEqual([seed('prompt-advisory-board').title]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Back online, the whole list replaces the saved one.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(cardTitles(categoryList()).length).toBeGreaterThan(1));
    expect(screen.queryByText(/saved on this device/)).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("shows 'Category not found' for an unknown category, with Return to Home", async () => {
    const { user } = renderCategory('no-such-pack');
    expect(screen.getByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('links to the Lightning Lesson (new tab) and to /learn from the closing card', async () => {
    renderCategory('edge-signals');
    const lesson = await screen.findByRole('region', {
      name: 'Join the EDGE Signals Lightning Lesson',
    });
    const external = within(lesson).getByRole('link', { name: /Join the Lightning Lesson/ });
    expect(external).toHaveAttribute('href', lightningLessonUrl('edge-signals'));
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(lesson).getByRole('link', { name: 'Explore EDGE School' })).toHaveAttribute(
      'href',
      '/learn',
    );
    expect(
      screen.getByRole('link', { name: 'EDGE Signals Lightning Lesson (opens in a new tab)' }),
    ).toHaveAttribute('href', lightningLessonUrl('edge-signals'));
  });

  it('shows at most 4 more featured prompts, none of them listed above', async () => {
    renderCategory('edge-co-pilots');
    const more = await screen.findByRole('region', { name: 'More featured prompts' });
    const titles = cardTitles(more);
    expect(titles).toHaveLength(4);
    const featured = seedPrompts.filter((p) => p.featured).map((p) => p.title);
    for (const title of titles) expect(featured).toContain(title);
    expect(titles).not.toContain('Build an AI Chief of Staff');
    expect(titles).not.toContain(seed('prompt-advisory-board').title);
  });

  it("opens a More featured prompt in the dialog and keeps the list (and the focus's way back) steady", async () => {
    const { user } = renderCategory('edge-states');
    const more = await screen.findByRole('region', { name: 'More featured prompts' });
    const before = cardTitles(more);
    const first = within(more).getAllByTestId('prompt-card')[0] as HTMLElement;
    const title = within(first).getByRole('heading', { level: 3 }).textContent ?? '';
    const trigger = within(first).getByRole('button', { name: 'Get Full Prompt' });
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(cardTitles(more)).toEqual(before);
    expect(before).toHaveLength(4);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
