import type { Essay, Prompt } from '../../domain/types.ts';

/** The tag of essays on Executive Intelligence Engineering (the hero reads the newest of them). */
export const EIE_TAG = 'executive-intelligence-engineering';

const EIE = 'executive intelligence engineering';
const mentions = (text: string) => text.toLowerCase().replace(/[-_]+/g, ' ').includes(EIE);
const when = (e: Essay) => (e.publishedAt ?? e.createdAt).getTime();

/** Whether an essay's title or tags mention Executive Intelligence Engineering. */
export function mentionsEie(essay: Pick<Essay, 'title' | 'tags'>): boolean {
  return mentions(essay.title) || essay.tags.some(mentions);
}

/** The newest essay whose title or tags mention Executive Intelligence Engineering. */
export function latestEieEssay(essays: readonly Essay[]): Essay | null {
  return essays.filter(mentionsEie).sort((a, b) => when(b) - when(a))[0] ?? null;
}

/** An active prompt with content whose title or description mentions a chief of staff. */
export function findChiefOfStaffPrompt(prompts: readonly Prompt[]): Prompt | null {
  const chiefOfStaff = /chief[\s-]+of[\s-]+staff/i;
  return (
    prompts.find(
      (p) =>
        p.status === 'active' &&
        p.content.trim() !== '' &&
        (chiefOfStaff.test(p.title) || chiefOfStaff.test(p.description)),
    ) ?? null
  );
}
