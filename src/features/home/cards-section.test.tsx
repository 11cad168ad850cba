// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { CardsSection } from './cards-section.tsx';

const scrollIntoView = vi.fn();

function setup(path = '/') {
  const view = renderWithApp(<CardsSection />, { path });
  const user = userEvent.setup();
  const subscribe = vi.spyOn(view.backend.visitor, 'subscribe');
  const input = () => screen.getByRole('textbox', { name: 'Email for card deck early access' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Join early access' }));
  const deck = (title: string) => screen.getByRole('article', { name: title });
  return { ...view, user, subscribe, input, submit, deck };
}

beforeEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
  scrollIntoView.mockClear();
  // jsdom has no layout, so no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('CardsSection', () => {
  it('shows the three decks, coming soon, each with share links to /?card={key}', () => {
    const { deck } = setup();
    expect(screen.getByRole('region', { name: 'Card Decks' })).toHaveAttribute('id', 'cards');
    expect(screen.getAllByText('Coming Soon')).toHaveLength(3);
    const expected = [
      ['Navigator', 'navigator'],
      ['Capability', 'capability'],
      ['Prompt Cards', 'prompt-cards'],
    ];
    for (const [title, key] of expected) {
      const card = deck(title!);
      const share = screen.getByRole('group', {
        name: `Share: The ${title} deck from EDGE Navigator`,
      });
      expect(card).toContainElement(share);
      const linkedIn = screen
        .getAllByRole('link', { name: 'Share on LinkedIn' })
        .find((link) => card.contains(link));
      expect(decodeURIComponent(linkedIn!.getAttribute('href')!)).toContain(`/?card=${key}`);
      expect(card).not.toHaveAttribute('aria-current');
    }
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('highlights the deck a ?card link names and scrolls to the section', async () => {
    const { deck } = setup('/?card=prompt-cards');
    expect(deck('Prompt Cards')).toHaveAttribute('aria-current', 'true');
    expect(deck('Navigator')).not.toHaveAttribute('aria-current');
    expect(deck('Capability')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('cards'));
    expect(scrollIntoView.mock.contexts[1]).toBe(deck('Prompt Cards'));
  });

  it('ignores an unknown ?card key', async () => {
    setup('/?card=tarot');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByRole('article', { current: true })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('puts the e-mail on the early access list and clears the field', async () => {
    const { user, subscribe, input, submit } = setup();
    await user.type(input(), 'Ada@Example.com ');
    await submit();
    expect(await screen.findByText("Thanks! You're on the early access list.")).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      email: 'ada@example.com',
      name: null,
      source: 'card-decks-early-access',
    });
    expect(input()).toHaveValue('');
  });

  it('asks for an e-mail when the field is blank', async () => {
    const { subscribe, submit } = setup();
    await submit();
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('keeps the e-mail when joining fails', async () => {
    const { user, subscribe, input, submit } = setup();
    subscribe.mockRejectedValue(new BackendError('internal', 'boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(input(), 'ada@example.com');
    await submit();
    expect(
      await screen.findByText('Failed to join early access list. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(input()).toHaveValue('ada@example.com');
  });
});
