import type { Essay } from '../../domain/types.ts';
import { draftEssays } from './essays-drafts.ts';
import { foundationEssays } from './essays-foundations.ts';
import { intelligenceEssays } from './essays-intelligence.ts';
import { leadershipEssays } from './essays-leadership.ts';

/** All seeded essays: ten published and two drafts. */
export const seedEssays: Essay[] = [
  ...foundationEssays,
  ...intelligenceEssays,
  ...leadershipEssays,
  ...draftEssays,
];
