// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ASSISTANT_LINK_LENGTH, type AssistantId } from '../../domain/assistant-links.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AssistantButtons, TOO_LONG_NOTE } from './assistant-buttons.tsx';

const PROMPT = 'You are my AI Chief of Staff.\nList what needs me today.';

function setup(text = PROMPT, mayOpen?: () => boolean) {
  const onOpen = vi.fn<(assistant: AssistantId) => void>();
  renderWithApp(<AssistantButtons text={text} onOpen={onOpen} mayOpen={mayOpen} />);
  const link = (name: string) => screen.getByRole('link', { name: `${name} (opens in a new tab)` });
  return { onOpen, link };
}

/** Clicks a link as a visitor would, keeping jsdom from navigating; says if the app cancelled it. */
function click(link: HTMLElement): boolean {
  let cancelledByApp = false;
  // On the document, so it runs after React's handler (React listens on its root).
  const keepHere = (e: Event) => {
    cancelledByApp = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', keepHere);
  fireEvent.click(link);
  document.removeEventListener('click', keepHere);
  return cancelledByApp;
}

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('AssistantButtons', () => {
  it('opens ChatGPT and Claude in a new tab with the prompt in their input', () => {
    const { link } = setup();
    const chatgpt = new URL(link('Open in ChatGPT').getAttribute('href') ?? '');
    const claude = new URL(link('Open in Claude').getAttribute('href') ?? '');
    expect(chatgpt.origin + chatgpt.pathname).toBe('https://chatgpt.com/');
    expect(chatgpt.searchParams.get('q')).toBe(PROMPT);
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toBe(PROMPT);
    for (const name of ['Open in ChatGPT', 'Open in Claude']) {
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByText(TOO_LONG_NOTE)).not.toBeInTheDocument();
  });

  it.each([
    ['Open in ChatGPT', 'chatgpt'],
    ['Open in Claude', 'claude'],
  ])('reports a click on %s as %s and lets the link open', (name, id) => {
    const { onOpen, link } = setup();
    expect(click(link(name))).toBe(false);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(id);
  });

  it('copies a prompt too long for a link, says so before and after, and opens the new chat', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const long = 'x'.repeat(MAX_ASSISTANT_LINK_LENGTH);
    const { onOpen, link } = setup(long);
    expect(screen.getByText(TOO_LONG_NOTE)).toBeInTheDocument();
    const claude = link('Open in Claude');
    expect(claude).toHaveAttribute('href', 'https://claude.ai/new');
    expect(claude).toHaveAccessibleDescription(TOO_LONG_NOTE);
    expect(click(claude)).toBe(false);
    expect(writeText).toHaveBeenCalledWith(long);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('claude');
    expect(await screen.findByText('Prompt copied to clipboard')).toBeInTheDocument();
    expect(
      screen.getByText('It is too long for a link: paste it into Claude.'),
    ).toBeInTheDocument();
    expect(link('Open in ChatGPT')).toHaveAttribute('href', 'https://chatgpt.com/');
  });

  it("says 'Failed to copy text' when the clipboard refuses a long prompt", async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { link } = setup('y'.repeat(MAX_ASSISTANT_LINK_LENGTH));
    click(link('Open in ChatGPT'));
    expect(await screen.findByText('Failed to copy text')).toBeInTheDocument();
  });

  it('stays on the page, reporting nothing, when mayOpen says no', () => {
    const mayOpen = vi.fn(() => false);
    const { onOpen, link } = setup(PROMPT, mayOpen);
    expect(click(link('Open in ChatGPT'))).toBe(true);
    expect(mayOpen).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
