// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate } from 'react-router-dom';
import { createDemoDatabase } from '../../backend/demo/database.ts';
import { createMemoryKeyValueStore } from '../../backend/demo/kv-store.ts';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { seedEssays } from '../../backend/seed/index.ts';
import { BackendError } from '../../domain/errors.ts';
import { offlineLibrary } from '../../stores/offline-library';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { EssaysSection } from './essays-section.tsx';
import { belowTheFold, HomePage } from './home-page.tsx';

/** Shows the router's address and offers the browser's Back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderHome(path = '/', backend = createTestBackend()) {
  const view = renderWithApp(
    <AuthProvider>
      <HomePage />
      <Browser />
    </AuthProvider>,
    { backend, path },
  );
  return { ...view, user: userEvent.setup() };
}

const address = () => screen.getByTestId('address').textContent;
const essaysRegion = () => within(screen.getByRole('region', { name: 'Essays from the EDGE' }));
const meta = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

beforeEach(async () => {
  // Drawn in the browser, the home page comes with its sections' code (its loader, index.ts,
  // fetches it first); drawn directly here, the test fetches it.
  await belowTheFold.load();
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
  for (const piece of await offlineLibrary.list()) await offlineLibrary.remove(piece.key);
});
afterEach(() => vi.restoreAllMocks());

describe('EssaysSection', () => {
  it('shows 3 skeleton cards while loading, then the essays, The EDGE Dilemma first', async () => {
    renderWithApp(<EssaysSection onOpenEssay={vi.fn()} />);
    const loading = screen.getByRole('status', { name: 'Loading essays' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.children).toHaveLength(3);
    const cards = await screen.findAllByRole('link');
    expect(cards).toHaveLength(10);
    expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'The EDGE Dilemma',
    );
    expect(cards[0]).toHaveTextContent('Jun 2, 2026');
  });

  it('says so when no essay is published', async () => {
    const backend = createTestBackend();
    vi.spyOn(backend.content, 'listEssays').mockResolvedValue([]);
    vi.spyOn(backend.content, 'getEssayByTitle').mockResolvedValue(null);
    renderWithApp(<EssaysSection onOpenEssay={vi.fn()} />, { backend });
    expect(
      await screen.findByText('No essays published yet. Check back soon.'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the essays cannot be read, and loads them on Retry', async () => {
    const backend = createTestBackend();
    const list = vi
      .spyOn(backend.content, 'listEssays')
      .mockRejectedValueOnce(new BackendError('unavailable', 'offline'));
    renderWithApp(<EssaysSection onOpenEssay={vi.fn()} />, { backend });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the essays");
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('link')).toHaveLength(10);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("reads a page of 12, 'The EDGE Dilemma' first however old, and the next on More essays", async () => {
    const storage = createMemoryKeyValueStore();
    const backend = createTestBackend({ storage });
    // Four newer essays push 'The EDGE Dilemma' (June) off the first twelve.
    const fog = seedEssays.find((e) => e.slug === 'leading-through-the-fog')!;
    await createDemoDatabase(storage).mutate('essays', (essays) => {
      for (let n = 1; n <= 4; n++) {
        const publishedAt = new Date(`2026-10-2${n}T09:00:00.000Z`);
        essays.push({
          ...fog,
          id: `essay-new-${n}`,
          slug: `new-${n}`,
          title: `New ${n}`,
          publishedAt,
        });
      }
    });
    const list = vi.spyOn(backend.content, 'listEssays');
    renderWithApp(<EssaysSection onOpenEssay={vi.fn()} />, { backend });
    const more = await screen.findByRole('button', { name: 'More essays' });
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toHaveLength(13);
    expect(titles().slice(0, 3)).toEqual(['The EDGE Dilemma', 'New 4', 'New 3']);
    expect(titles()).not.toContain('What Is Executive Intelligence Engineering?');
    expect(list).toHaveBeenCalledExactlyOnceWith({ limit: 13, after: undefined, tag: undefined });

    await userEvent.setup().click(more);
    await waitFor(() => expect(titles()).toHaveLength(14));
    expect(titles().at(-1)).toBe('What Is Executive Intelligence Engineering?');
    expect(list).toHaveBeenLastCalledWith({
      limit: 13,
      after: { at: new Date('2026-06-23T09:00:00.000Z'), id: 'essay-narrative-design' },
      tag: undefined,
    });
    expect(screen.queryByRole('button', { name: 'More essays' })).not.toBeInTheDocument();
  });

  it('keeps each card a real link to the essay page', async () => {
    renderWithApp(<EssaysSection onOpenEssay={vi.fn()} />);
    const links = await screen.findAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/essays/the-edge-dilemma');
    expect(links.map((a) => a.getAttribute('href'))).toContain('/engineering/prompt-engineering');
  });

  it('opens a card in the reader on a plain click, but not on a modified one', async () => {
    const onOpenEssay = vi.fn();
    renderWithApp(<EssaysSection onOpenEssay={onOpenEssay} />);
    const [first] = await screen.findAllByRole('link');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(first as HTMLElement);
    await user.keyboard('{/Control}');
    expect(onOpenEssay).not.toHaveBeenCalled();
    await user.click(first as HTMLElement);
    expect(onOpenEssay).toHaveBeenCalledWith(expect.objectContaining({ id: 'essay-edge-dilemma' }));
  });
});

// The whole home page renders here: slower than one section, within the unit suite's 30 s.
describe('The home page with the article reader', () => {
  it('opens a card in the reader at ?essay={id}; closing removes it', async () => {
    const { user } = renderHome();
    const card = await essaysRegion().findByRole('link', { name: /The Quiet Cost of Pilot/ });
    await user.click(card);
    expect(address()).toBe('/?essay=essay-pilot-purgatory');
    const dialog = await screen.findByRole('dialog', { name: 'The Quiet Cost of Pilot Purgatory' });
    await waitFor(() =>
      expect(document.title).toBe('The Quiet Cost of Pilot Purgatory | EDGE Navigator'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close reader' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/');
    expect(document.title).toBe('Leadership for Tech-Driven Change | EDGE Navigator');
  });

  it('closes the reader on Back', async () => {
    const { user } = renderHome();
    await user.click(
      await essaysRegion().findByRole('link', { name: /^Featured The EDGE Dilemma/ }),
    );
    await screen.findByRole('dialog', { name: 'The EDGE Dilemma' });
    // The page behind a modal dialog takes no pointer events; the browser's Back button does.
    fireEvent.click(screen.getByRole('button', { name: 'Browser back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/');
  });

  it('presents the essay named by ?essay: head, article metadata and the reader', async () => {
    renderHome('/?essay=essay-edge-dilemma');
    expect(await screen.findByRole('dialog', { name: 'The EDGE Dilemma' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('The EDGE Dilemma | EDGE Navigator'));
    expect(canonical()).toBe(new URL('/essays/the-edge-dilemma', window.location.origin).href);
    expect(meta('og:type')).toBe('article');
    expect(meta('article:published_time')).toBe('2026-06-02T09:00:00.000Z');
    expect(meta('article:modified_time')).toMatch(/^2026-/);
    expect(meta('article:author')).toBe('Dr. Maya Okafor');
    expect(meta('og:description')).toMatch(/^Every leader now stands at the same edge/);
  });

  it('closes a shared reader without leaving the page', async () => {
    const { user } = renderHome('/?essay=essay-edge-dilemma');
    const dialog = await screen.findByRole('dialog', { name: 'The EDGE Dilemma' });
    await user.click(within(dialog).getByRole('button', { name: 'Close reader' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/');
  });

  it('opens ?essay from the copy saved on this device when the read fails, and offline', async () => {
    const backend = createTestBackend();
    const dilemma = await backend.content.getEssayById('essay-edge-dilemma');
    await offlineLibrary.save({ kind: 'essay', item: dilemma! });
    const lookup = vi
      .spyOn(backend.content, 'getEssayById')
      .mockRejectedValue(new BackendError('unavailable', 'offline'));
    const failed = renderHome('/?essay=essay-edge-dilemma', backend);
    expect(await screen.findByRole('dialog', { name: 'The EDGE Dilemma' })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(1);
    failed.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHome('/?essay=essay-edge-dilemma', backend);
    expect(await screen.findByRole('dialog', { name: 'The EDGE Dilemma' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('The EDGE Dilemma | EDGE Navigator'));
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('keeps the defaults and opens nothing for an unknown ?essay', async () => {
    const backend = createTestBackend();
    const lookup = vi.spyOn(backend.content, 'getEssayById');
    renderHome('/?essay=no-such-essay', backend);
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('no-such-essay'));
    await lookup.mock.results[0]?.value;
    await essaysRegion().findByRole('link', { name: /^Featured The EDGE Dilemma/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toBe('Leadership for Tech-Driven Change | EDGE Navigator');
    expect(canonical()).toBe(new URL('/', window.location.origin).href);
    expect(meta('article:published_time')).toBeUndefined();
  });
});
