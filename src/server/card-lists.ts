import type { DehydratedState } from '@tanstack/react-query';
import { essayReadingTime } from '../domain/content-rules.ts';
import type { LongformBase } from '../domain/types.ts';
import { contentKeys, type ContentGroup } from '../stores/content-keys.ts';

/** The kinds whose lists a page shows as cards: title, excerpt, date and minutes. */
const CARD_GROUPS: ReadonlySet<unknown> = new Set<ContentGroup>(['essays', 'dispatches']);

interface Answer {
  items: unknown[];
}
const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && Array.isArray((value as Answer).items);

/** An essay or dispatch as its card shows it: its minutes counted from its text, then no text. */
function asCard(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const longform = item as LongformBase;
  if (typeof longform.content !== 'string') return item;
  return { ...longform, readingTime: essayReadingTime(longform), content: '' };
}

const cardsOf = (answer: unknown): unknown =>
  isAnswer(answer) ? { ...answer, items: answer.items.map(asCard) } : answer;

/**
 * The server's data as a page carries it: the essays' and dispatches' lists without each piece's
 * text, which is most of that data and which no card shows (a card's minutes are counted from it
 * here first, so the browser draws the same card). A piece's page reads its own text; the lists
 * are read again, text and all, when they are next read from the backend.
 */
export function withCardLists(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const [root, group, what] = query.queryKey;
      if (root !== contentKeys.all[0] || !CARD_GROUPS.has(group) || what !== 'list') return query;
      const data = query.state.data as { pages?: unknown[] } | undefined;
      const cards = Array.isArray(data?.pages)
        ? { ...data, pages: data.pages.map(cardsOf) }
        : cardsOf(data);
      return { ...query, state: { ...query.state, data: cards } };
    }),
  };
}
