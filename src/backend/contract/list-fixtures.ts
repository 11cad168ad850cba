import type { Dispatch, Essay, Prompt } from '../../domain/types.ts';
import { FIXTURE_DISPATCHES, FIXTURE_ESSAYS, FIXTURE_PROMPTS } from './fixtures.ts';

// More content for the list contract (paging, ties, tags, titles, featured prompts), made from
// the fixtures so every field stays set. Added with harness.addContent() by the tests that need it.

const day = (iso: string) => new Date(`${iso}T09:00:00.000Z`);
const [baseEssay] = FIXTURE_ESSAYS as [Essay];
const [baseDispatch] = FIXTURE_DISPATCHES as [Dispatch];
const [basePrompt] = FIXTURE_PROMPTS as [Prompt];

const essay = (id: string, fields: Partial<Essay>): Essay => ({
  ...baseEssay,
  id,
  slug: id,
  title: `Title of ${id}`,
  ...fields,
});
const dispatch = (id: string, fields: Partial<Dispatch>): Dispatch => ({
  ...baseDispatch,
  id,
  slug: id,
  ...fields,
});
const prompt = (id: string, fields: Partial<Prompt>): Prompt => ({
  ...basePrompt,
  id,
  slug: id,
  ...fields,
});

export const FEATURED_TITLE = 'The Featured Title';

/**
 * With the fixtures, the essays list reads: essay-later (Oct 5), essay-tie-b and essay-tie-a (both
 * Oct 3: id descending), essay-earlier (Oct 1), essay-titled-new (Sep 28), essay-titled-old
 * (Sep 25), essay-capital-tag (Sep 22).
 */
export const LIST_ESSAYS: Essay[] = [
  essay('essay-tie-a', { publishedAt: day('2026-10-03'), tags: ['edge-tag'] }),
  essay('essay-tie-b', { publishedAt: day('2026-10-03'), tags: ['edge-tag', 'other'] }),
  essay('essay-titled-old', { title: FEATURED_TITLE, publishedAt: day('2026-09-25') }),
  essay('essay-titled-new', { title: FEATURED_TITLE, publishedAt: day('2026-09-28') }),
  essay('essay-titled-draft', { title: FEATURED_TITLE, status: 'draft', publishedAt: null }),
  essay('essay-capital-tag', { publishedAt: day('2026-09-22'), tags: ['Edge-Tag'] }),
];

/** The public essays list's ids, in order, once LIST_ESSAYS is added to the fixtures. */
export const LISTED_ESSAY_IDS = [
  'essay-later',
  'essay-tie-b',
  'essay-tie-a',
  'essay-earlier',
  'essay-titled-new',
  'essay-titled-old',
  'essay-capital-tag',
];

/** Tagged 'dispatch': dispatch-issue-new (Oct 4) and dispatch-issue-old (Sep 1); a draft. */
export const LIST_DISPATCHES: Dispatch[] = [
  dispatch('dispatch-issue-old', { publishedAt: day('2026-09-01'), tags: ['dispatch', 'x'] }),
  dispatch('dispatch-issue-new', { publishedAt: day('2026-10-04'), tags: ['dispatch'] }),
  dispatch('dispatch-issue-draft', { status: 'draft', publishedAt: null, tags: ['dispatch'] }),
];

/**
 * With the fixtures (prompt-newer Sep 15 featured, prompt-older Sep 1, both 'edge-co-pilots'):
 * featured and active, newest first: prompt-featured-vision (Sep 18), prompt-newer,
 * prompt-signals (Sep 10).
 */
export const LIST_PROMPTS: Prompt[] = [
  prompt('prompt-signals', { tags: ['signals'], featured: true, createdAt: day('2026-09-10') }),
  prompt('prompt-coaching', { tags: ['coaching', 'x'], createdAt: day('2026-09-12') }),
  prompt('prompt-capital-tag', { tags: ['Advisory'], createdAt: day('2026-09-13') }),
  prompt('prompt-featured-vision', {
    tags: ['vision'],
    featured: true,
    createdAt: day('2026-09-18'),
  }),
  prompt('prompt-featured-inactive', {
    tags: ['signals'],
    featured: true,
    status: 'inactive',
    createdAt: day('2026-09-25'),
  }),
];
