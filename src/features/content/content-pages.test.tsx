// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore } from '../../backend/demo/kv-store.ts';
import { seedDispatches, seedPrompts } from '../../backend/seed/index.ts';
import { createTestBackend, signedInTestBackend, signInDemo } from '../../backend/demo/testing.ts';
import { CONTENT_VIEWS_KEY } from '../../domain/free-views.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { CatchAllPage } from './catch-all-page.tsx';
import { EssayPage, PromptEngineeringPage } from './piece-page.tsx';
import { PromptDetailPage } from './prompt-page.tsx';
import { storedViews, storeViews } from '../../test/free-views.ts';

const GATE = "You've reached your free content limit (5 pieces)";

function renderPage(path: string, backend = createTestBackend()) {
  return renderWithApp(
    <AuthProvider>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/essays/:slug" element={<EssayPage />} />
        <Route path="/prompts/detail/:slug" element={<PromptDetailPage />} />
        <Route path="/engineering/prompt-engineering" element={<PromptEngineeringPage />} />
        <Route path="/:slug" element={<CatchAllPage />} />
      </Routes>
    </AuthProvider>,
    { backend, path },
  );
}

async function essayId(slug: string, backend = createTestBackend()): Promise<string> {
  const essay = await backend.content.getEssayBySlug(slug);
  if (!essay) throw new Error(`no essay ${slug}`);
  return essay.id;
}

beforeEach(() => localStorage.clear());

describe('free views on piece pages', () => {
  it('opens a piece, records it once and shows its text and share controls', async () => {
    const id = await essayId('the-edge-dilemma');
    renderPage('/essays/the-edge-dilemma');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The EDGE Dilemma' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByText(GATE)).not.toBeInTheDocument();
    // The view is recorded in an effect, which may run after the page is on screen.
    await waitFor(() => expect(storedViews()).toEqual([id]));
  });

  it('gates a sixth distinct piece after five', async () => {
    storeViews(['a', 'b', 'c', 'd', 'e']);
    renderPage('/essays/the-edge-dilemma');
    expect(await screen.findByText(GATE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The EDGE Dilemma' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(storedViews()).toHaveLength(5);
  });

  it('keeps an already viewed piece open after the limit', async () => {
    const id = await essayId('the-edge-dilemma');
    storeViews(['a', 'b', 'c', 'd', id]);
    renderPage('/the-edge-dilemma');
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByText(GATE)).not.toBeInTheDocument();
    expect(screen.getByText('You have 0 free view(s) remaining')).toBeInTheDocument();
  });

  it("warns 'You have 1 free view(s) remaining' on the fourth piece", async () => {
    storeViews(['a', 'b', 'c']);
    renderPage('/prompts/detail/build-an-ai-chief-of-staff');
    expect(await screen.findByText('You have 1 free view(s) remaining')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy prompt' })).toBeInTheDocument();
  });

  it('says nothing about remaining views while more than one is left', async () => {
    storeViews(['a']);
    renderPage('/essays/the-edge-dilemma');
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByText(/free view\(s\) remaining/)).not.toBeInTheDocument();
  });

  it('ignores a corrupt view record', async () => {
    localStorage.setItem(CONTENT_VIEWS_KEY, '{"viewedContent": 12');
    const id = await essayId('the-edge-dilemma');
    renderPage('/essays/the-edge-dilemma');
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // The view is recorded in an effect, which may run after the page is on screen.
    await waitFor(() => expect(storedViews()).toEqual([id]));
  });

  it('never gates a signed-in confirmed subscriber with a verified e-mail', async () => {
    storeViews(['a', 'b', 'c', 'd', 'e', 'f']);
    const backend = await signedInTestBackend('reader');
    renderPage('/essays/the-edge-dilemma', backend);
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByText(GATE)).not.toBeInTheDocument();
    expect(screen.queryByText(/free view\(s\) remaining/)).not.toBeInTheDocument();
  });

  it('gates a signed-in account that is not a confirmed subscriber', async () => {
    storeViews(['a', 'b', 'c', 'd', 'e']);
    const backend = await signedInTestBackend('admin');
    renderPage('/essays/the-edge-dilemma', backend);
    expect(await screen.findByText(GATE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('piece pages', () => {
  it('redirects an unknown slug to the home page', async () => {
    renderPage('/essays/no-such-essay');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('finds a piece at /{slug} asking essay, then dispatch, then prompt, each once those before have none', async () => {
    const dispatch = seedDispatches.find((d) => d.status === 'published')!;
    const prompt = seedPrompts.find((p) => p.status === 'active')!;
    for (const [slug, heading, asked] of [
      ['the-edge-dilemma', 'The EDGE Dilemma', [1, 0, 0]],
      [dispatch.slug, dispatch.title, [1, 1, 0]],
      [prompt.slug, prompt.title, [1, 1, 1]],
    ] as const) {
      localStorage.clear();
      const backend = createTestBackend();
      const reads = (['getEssayBySlug', 'getDispatchBySlug', 'getPromptBySlug'] as const).map(
        (method) => vi.spyOn(backend.content, method),
      );
      const { unmount } = renderPage(`/${slug}`, backend);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(reads.map((read) => read.mock.calls.length)).toEqual(asked);
      unmount();
    }
  });

  it("takes a renamed piece's old address to its new one, at its own path and at /{slug}", async () => {
    // The editor renames on one device; the reader, signed out, follows an old link.
    const storage = createMemoryKeyValueStore();
    const editor = createTestBackend({ storage });
    await signInDemo(editor, 'admin');
    const admin = await editor.loadAdmin();
    const essay = (await admin.essays.list()).find((e) => e.slug === 'the-edge-dilemma')!;
    await admin.essays.update(essay.id, { ...essay, slug: 'the-edge-dilemma-2' }, essay.version);
    const prompt = (await admin.prompts.list()).find((p) => p.status === 'active')!;
    await admin.prompts.update(prompt.id, { ...prompt, title: 'A Renamed Prompt' }, prompt.version);
    for (const [path, heading] of [
      ['/essays/the-edge-dilemma', essay.title],
      ['/the-edge-dilemma', essay.title],
      [`/prompts/detail/${prompt.slug}`, 'A Renamed Prompt'],
    ] as const) {
      localStorage.clear();
      const { unmount } = renderPage(path, createTestBackend({ storage }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      unmount();
    }
  });

  it("says 'Content Not Available' when the prompt-engineering essay is missing", async () => {
    const backend = createTestBackend();
    vi.spyOn(backend.content, 'getEssayBySlug').mockResolvedValue(null);
    renderPage('/engineering/prompt-engineering', backend);
    expect(await screen.findByRole('heading', { name: 'Content Not Available' })).toBeVisible();
  });

  it("says 'Content Not Available' when the prompt-engineering essay fails to load", async () => {
    const backend = createTestBackend();
    vi.spyOn(backend.content, 'getEssayBySlug').mockRejectedValue(new Error('offline'));
    renderPage('/engineering/prompt-engineering', backend);
    expect(await screen.findByRole('heading', { name: 'Content Not Available' })).toBeVisible();
  });

  it('shows the prompt-engineering essay with its author block', async () => {
    renderPage('/engineering/prompt-engineering');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.findByRole('complementary', { name: 'About the author' })).toBeVisible();
    expect(screen.getByText(/min read/)).toBeInTheDocument();
  });

  it('shows a prompt with its date, reading time and the house author block', async () => {
    renderPage('/prompts/detail/build-an-ai-chief-of-staff');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    const author = await screen.findByRole('complementary', { name: 'About the author' });
    expect(author).toHaveTextContent('About EDGE Navigator');
    expect(screen.getByText(/min read/)).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('datetime');
  });
});
