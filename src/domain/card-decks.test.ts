import { describe, expect, it } from 'vitest';
import { CARD_DECKS, deckKey, findDeck } from './card-decks.ts';

describe('deckKey', () => {
  it('lower-cases the title and turns spaces into hyphens', () => {
    expect(deckKey('Navigator')).toBe('navigator');
    expect(deckKey('Capability')).toBe('capability');
    expect(deckKey('Prompt Cards')).toBe('prompt-cards');
  });

  it('collapses runs of whitespace into one hyphen', () => {
    expect(deckKey('  Prompt   Cards ')).toBe('prompt-cards');
  });
});

describe('CARD_DECKS', () => {
  it('holds the three decks in order with their share keys', () => {
    expect(CARD_DECKS.map((d) => [d.title, d.key])).toEqual([
      ['Navigator', 'navigator'],
      ['Capability', 'capability'],
      ['Prompt Cards', 'prompt-cards'],
    ]);
  });
});

describe('findDeck', () => {
  it('finds a deck by its key', () => {
    expect(findDeck('prompt-cards')?.title).toBe('Prompt Cards');
    expect(findDeck('Navigator')?.title).toBe('Navigator');
  });

  it('ignores a missing or unknown key', () => {
    expect(findDeck(null)).toBeNull();
    expect(findDeck('')).toBeNull();
    expect(findDeck('tarot')).toBeNull();
  });
});
