// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { seedPrompts } from '../../backend/seed/prompts.ts';
import type { Essay } from '../../domain/types.ts';
import { layOutCarousels } from '../../test/carousel-layout.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { HeroSection } from './hero-section.tsx';

const SECTIONS = ['edge-prompts', 'essays', 'school', 'diagnostic'];
let scrolledTo: string[] = [];

beforeEach(() => {
  layOutCarousels();
  localStorage.clear();
  scrolledTo = [];
  // jsdom does not scroll; record which section the page asked to bring into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.id);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The hero, once its carousel (loaded just after the first paint) is in place. */
async function renderHero(backend = createTestBackend()) {
  const onOpenEssay = vi.fn<(essay: Essay) => void>();
  const view = renderWithApp(
    <AuthProvider>
      <HeroSection onSubscribe={vi.fn()} onOpenEssay={onOpenEssay} />
      {SECTIONS.map((id) => (
        <section key={id} id={id} />
      ))}
    </AuthProvider>,
    { backend },
  );
  await screen.findByRole('region', { name: 'Featured on EDGE Navigator' });
  return { ...view, onOpenEssay, user: userEvent.setup() };
}

/** Waits until the (mocked) prompt list has been read and its answer rendered. */
async function promptsRead(spy: ReturnType<typeof vi.spyOn>) {
  await waitFor(() => expect(spy).toHaveBeenCalled());
  await act(async () => {
    await spy.mock.results[0]?.value;
  });
}

/** The slide on show (the others are inert and hidden from assistive technology). */
const currentSlide = () => screen.getByRole('group', { name: /of 5$/ });
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });

describe('HeroCarousel', () => {
  // First in this file: once loaded, the carousel's code stays loaded for the tests after it.
  it("shows the first slide in the carousel's place while its code loads", async () => {
    renderWithApp(
      <AuthProvider>
        <HeroSection onSubscribe={vi.fn()} onOpenEssay={vi.fn()} />
      </AuthProvider>,
    );
    expect(screen.getByText('Latest essay')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured on EDGE Navigator' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Featured on EDGE Navigator' })).toBeVisible();
  });

  it('is an accessible carousel of five slides, starting on the first', async () => {
    await renderHero();
    const carousel = screen.getByRole('region', { name: 'Featured on EDGE Navigator' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 5');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(5);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
    // Only the slide on show can be reached.
    expect(screen.getAllByRole('group', { name: /of 5$/ })).toHaveLength(1);
    expect(await screen.findByText(/A 90-Day Playbook/)).toBeInTheDocument();
  });

  it('moves with the arrows and wraps around both ways', async () => {
    const { user } = await renderHero();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('5 of 5');
    expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 5');
    for (let i = 0; i < 4; i++)
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('5 of 5');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 5');
  });

  it('jumps to a slide from its dot', async () => {
    const { user } = await renderHero();
    await user.click(dot(3));
    expect(currentSlide()).toHaveAccessibleName('3 of 5');
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('follows the Left and Right arrow keys while focus is inside', async () => {
    const { user } = await renderHero();
    await user.click(dot(1));
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('5 of 5');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('2 of 5');
  });

  it("keeps focus in the carousel when the arrow keys leave a slide's own button", async () => {
    const { user } = await renderHero();
    await screen.findByText(/A 90-Day Playbook/);
    const action = currentSlide().querySelector('button, a') as HTMLElement;
    action.focus();
    expect(action).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('2 of 5');
    expect(currentSlide()).toHaveFocus();
  });

  it('announces slide changes only after the visitor moves the carousel', async () => {
    const { user } = await renderHero();
    const track = currentSlide().parentElement as HTMLElement;
    expect(track).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });

  it('follows a swipe', async () => {
    await renderHero();
    // Settled, as a page is before anyone swipes: both slides' reads answered (the prompt's
    // answer redraws the slides, and the carousel then goes back to the slide on show).
    await screen.findByText(/A 90-Day Playbook/);
    await screen.findByRole('button', { name: 'Get Full Prompt', hidden: true });
    // A swipe scrolls the track natively (scroll snapping); the carousel follows where it settles.
    const track = currentSlide().parentElement as HTMLElement;
    fireEvent.touchStart(track, { touches: [{ clientX: 300, clientY: 10 }] });
    await act(() => new Promise((frame) => setTimeout(frame, 16))); // its first scroll, a frame on
    track.scrollLeft = 560;
    fireEvent.scroll(track);
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 100, clientY: 20 }] });
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName('2 of 5'));
  });

  it('slide 1 opens the newest essay on Executive Intelligence Engineering in the reader', async () => {
    const { user, onOpenEssay } = await renderHero();
    await user.click(await screen.findByRole('button', { name: 'Read the essay' }));
    expect(onOpenEssay).toHaveBeenCalledWith(expect.objectContaining({ id: 'essay-eie-playbook' }));
  });

  it('slide 2 opens the Chief of Staff prompt in the prompt dialog', async () => {
    const { user } = await renderHero();
    await user.click(dot(2));
    expect(currentSlide()).toHaveTextContent('Build an AI Chief of staff');
    await user.click(await screen.findByRole('button', { name: 'Get Full Prompt' }));
    expect(
      await screen.findByRole('dialog', { name: 'Build an AI Chief of Staff' }),
    ).toBeInTheDocument();
  });

  it('reads only what the slides show: the EIE essay, the featured essay, the Co-Pilots', async () => {
    const backend = createTestBackend();
    const essays = vi.spyOn(backend.content, 'listEssays');
    const byTitle = vi.spyOn(backend.content, 'getEssayByTitle');
    const prompts = vi.spyOn(backend.content, 'listPrompts');
    await renderHero(backend);
    await screen.findByRole('button', { name: 'Read the essay' });
    await waitFor(() => expect(prompts).toHaveBeenCalled());
    expect(essays).toHaveBeenCalledWith({ tag: 'executive-intelligence-engineering', limit: 1 });
    expect(essays).toHaveBeenCalledWith({ limit: 13, after: undefined, tag: undefined });
    expect(essays).toHaveBeenCalledTimes(2);
    expect(byTitle).toHaveBeenCalledExactlyOnceWith('The EDGE Dilemma');
    expect(prompts).toHaveBeenCalledExactlyOnceWith({
      anyTag: ['edge-co-pilots', 'chief-of-staff', 'coaching', 'advisory'],
    });
  });

  it('slide 2 falls back to scrolling to the prompts when no such prompt is published', async () => {
    const backend = createTestBackend();
    const list = vi
      .spyOn(backend.content, 'listPrompts')
      .mockResolvedValue(
        seedPrompts.filter((p) => !/chief of staff/i.test(`${p.title} ${p.description}`)),
      );
    const { user } = await renderHero(backend);
    await user.click(dot(2));
    await promptsRead(list);
    await user.click(screen.getByRole('button', { name: 'Explore AI Prompts' }));
    expect(scrolledTo).toEqual(['edge-prompts']);
    expect(screen.queryByRole('button', { name: 'Get Full Prompt' })).not.toBeInTheDocument();
  });

  it('slide 2 ignores a Chief of Staff prompt without content', async () => {
    const backend = createTestBackend();
    const emptied = seedPrompts.map((p) =>
      /chief of staff/i.test(p.title) ? { ...p, content: ' ' } : p,
    );
    const list = vi.spyOn(backend.content, 'listPrompts').mockResolvedValue(emptied);
    const { user } = await renderHero(backend);
    await user.click(dot(2));
    await promptsRead(list);
    expect(screen.getByRole('button', { name: 'Explore AI Prompts' })).toBeInTheDocument();
  });

  it("slide 3 opens 'The EDGE Dilemma' in the reader", async () => {
    const { user, onOpenEssay } = await renderHero();
    await user.click(dot(3));
    expect(currentSlide()).toHaveTextContent('The EDGE Dilemma');
    await user.click(await screen.findByRole('button', { name: 'Read the essay' }));
    expect(onOpenEssay).toHaveBeenCalledWith(expect.objectContaining({ id: 'essay-edge-dilemma' }));
  });

  it('slides 4 and 5 scroll to the school and the diagnostic', async () => {
    const { user } = await renderHero();
    await user.click(dot(4));
    expect(currentSlide()).toHaveTextContent('Start Building your own AI Chief of Staff');
    await user.click(screen.getByRole('button', { name: 'See the course' }));
    await user.click(dot(5));
    expect(currentSlide()).toHaveTextContent('Take the EDGE State Diagnostic');
    await user.click(screen.getByRole('button', { name: 'Go to the diagnostic' }));
    expect(scrolledTo).toEqual(['school', 'diagnostic']);
  });

  it('keeps the essay slides in place while essays load, then fills them in', async () => {
    const backend = createTestBackend();
    // The essays answer only once the loading state is checked (the carousel loads first).
    const list = backend.content.listEssays.bind(backend.content);
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    vi.spyOn(backend.content, 'listEssays').mockImplementation((query) =>
      held.then(() => list(query)),
    );
    await renderHero(backend);
    expect(currentSlide()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Browse the essays' })).toBeDisabled();
    answer();
    await waitFor(() => expect(currentSlide()).not.toHaveAttribute('aria-busy'));
    expect(currentSlide()).toHaveTextContent(
      'Executive Intelligence Engineering in Practice: A 90-Day Playbook',
    );
  });

  it('offers the essays section when no essay matches', async () => {
    const backend = createTestBackend();
    vi.spyOn(backend.content, 'listEssays').mockResolvedValue([]);
    const { user } = await renderHero(backend);
    const browse = screen.getByRole('button', { name: 'Browse the essays' });
    await waitFor(() => expect(browse).toBeEnabled());
    await user.click(browse);
    expect(scrolledTo).toEqual(['essays']);
  });
});
