/** The card decks on the home page (coming soon) and the key their share links carry. */
export interface CardDeck {
  key: string;
  title: string;
  tagline: string;
  description: string;
}

/** A deck's share key: its title lower-cased, spaces turned into hyphens ('Prompt Cards' → 'prompt-cards'). */
export function deckKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

const deck = (title: string, tagline: string, description: string): CardDeck => ({
  key: deckKey(title),
  title,
  tagline,
  description,
});

export const CARD_DECKS: readonly CardDeck[] = [
  deck(
    'Navigator',
    'Find your bearings',
    'Questions for the moments when the map runs out: where you stand, what is shifting and which move comes next.',
  ),
  deck(
    'Capability',
    'Build the five capabilities',
    'One card per practice of Executive Intelligence Engineering, with exercises to grow each one in you and your team.',
  ),
  deck(
    'Prompt Cards',
    'AI prompts at your fingertips',
    'The most useful EDGE prompts on cards you can keep beside you, ready for the next meeting, decision or draft.',
  ),
];

/** The deck a `?card=` value names, or null for a missing or unknown key. */
export function findDeck(key: string | null | undefined): CardDeck | null {
  if (!key) return null;
  return CARD_DECKS.find((d) => d.key === key.trim().toLowerCase()) ?? null;
}
