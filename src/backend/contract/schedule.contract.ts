import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ALREADY_SENT } from '../../domain/newsletter/schedule.ts';
import { SCHEDULE_IN_PAST } from '../../domain/schedule.ts';
import { essayInput } from './admin-longform.contract.ts';
import { addAudience } from './audience-fixtures.ts';
import { failure } from './expect-error.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asVisitor } from './personas.ts';

/**
 * How far ahead the tests schedule: past by the time the scheduler is asked to run. Each test
 * first saves the thing once unscheduled (a callable's first call on the emulators is slow), so
 * the save that schedules it lands well before its time.
 */
const LEAD_MS = 4000;
const soon = () => new Date(Date.now() + LEAD_MS);
const LATER = () => new Date(Date.now() + 3_600_000);
const afterItsTime = (at: Date) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 100)));

/** A send renders with the server's sanitiser, loaded by the first one (slow on the emulators). */
const SEND_TIMEOUT_MS = 150_000;

const PROMPT = {
  title: 'Tomorrow Briefing',
  description: 'Three questions for tomorrow.',
  aboutPrompt: 'About.',
  howToUse: 'Paste your calendar.',
  explainerContent: null,
  content: 'You are my chief of staff.',
  tags: ['edge-co-pilots'],
  featured: false,
};

const NEWSLETTER = {
  subject: 'Friday from the EDGE',
  content: '# Friday from the EDGE\n\nRead [the essay](https://edge.example/essays/a).\n',
  selectedContent: [
    { id: 'a', title: 'A', type: 'article' as const, url: 'https://edge.example/essays/a' },
  ],
};

/**
 * NEWSLETTER to the fixtures' audience, scheduled for later, then again for `at`, soon: the
 * first save is the slow one (see LEAD_MS).
 */
async function newsletterScheduledSoon(h: ContractHarness) {
  await addAudience(h);
  const admin = await (await asAdmin(h)).backend.loadAdmin();
  await admin.newsletter.schedule({ ...NEWSLETTER, scheduledAt: LATER() });
  const at = soon();
  const scheduled = await admin.newsletter.schedule({ ...NEWSLETTER, scheduledAt: at });
  return { admin, at, scheduled };
}

/** The mails of `kind` queued so far. */
const mailsOfKind = async (h: ContractHarness, kind: string) =>
  (await h.stored('mail')).filter((mail) => mail.kind === kind);

/** Scheduled publishing (issue 29): essays, dispatches, prompts and newsletters at a set time. */
export function scheduleContract(harness: () => ContractHarness): void {
  describe('scheduled publishing', () => {
    it('keeps a scheduled essay from readers until the scheduler publishes it at its time', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const draft = await admin.essays.create(essayInput({ slug: 'at-nine' }));
      const at = soon();
      const essay = await admin.essays.update(
        draft.id,
        essayInput({ status: 'scheduled', scheduledAt: at, slug: 'at-nine' }),
        draft.version,
      );
      expect(essay).toMatchObject({ status: 'scheduled', publishedAt: null });
      expect(essay.scheduledAt?.getTime()).toBe(at.getTime());
      const visitor = asVisitor(h);
      expect(await visitor.content.getEssayBySlug('at-nine')).toBeNull();
      expect((await visitor.content.listEssays()).map((e) => e.slug)).not.toContain('at-nine');

      await afterItsTime(at);
      await h.runScheduler();
      const published = await visitor.content.getEssayBySlug('at-nine');
      expect(published).toMatchObject({ status: 'published', scheduledAt: null, version: 3 });
      // Published at the time announced, not whenever the scheduler came round.
      expect(published?.publishedAt?.getTime()).toBe(at.getTime());
      expect((await visitor.content.listEssays()).map((e) => e.slug)).toContain('at-nine');
    });

    it('refuses a time that is not ahead, on the field', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const past = new Date(Date.now() - 60_000);
      expect(
        await failure(
          admin.dispatches.create({
            ...essayInput({ status: 'scheduled', scheduledAt: past, slug: 'too-late' }),
            category: null,
          }),
        ),
      ).toEqual({
        code: 'invalid-argument',
        message: SCHEDULE_IN_PAST,
        fields: { scheduledAt: SCHEDULE_IN_PAST },
      });
    });

    it('unscheduling returns the piece to draft, and its time then publishes nothing', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const first = await admin.essays.create(essayInput({ slug: 'not-yet' }));
      const at = soon();
      const input = essayInput({ status: 'scheduled', scheduledAt: at, slug: 'not-yet' });
      const essay = await admin.essays.update(first.id, input, first.version);
      const draft = await admin.essays.update(
        essay.id,
        { ...input, status: 'draft', scheduledAt: null },
        essay.version,
      );
      expect(draft).toMatchObject({ status: 'draft', scheduledAt: null });
      await afterItsTime(at);
      await h.runScheduler();
      expect(await asVisitor(h).content.getEssayBySlug('not-yet')).toBeNull();
      expect((await admin.essays.get(essay.id))?.status).toBe('draft');
    });

    it('schedules a prompt, which turns active at its time', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const inactive = await admin.prompts.create({ ...PROMPT, status: 'inactive' });
      const at = soon();
      const prompt = await admin.prompts.update(
        inactive.id,
        { ...PROMPT, status: 'scheduled', scheduledAt: at },
        inactive.version,
      );
      expect(prompt).toMatchObject({ status: 'scheduled' });
      const visitor = asVisitor(h);
      expect(await visitor.content.getPromptBySlug(prompt.slug)).toBeNull();
      await afterItsTime(at);
      await h.runScheduler();
      expect(await visitor.content.getPromptBySlug(prompt.slug)).toMatchObject({
        status: 'active',
        scheduledAt: null,
      });
    });

    it(
      'sends a scheduled newsletter once, at its time, and never again',
      async () => {
        const h = harness();
        // Scheduled for later, then again: scheduling it again moves its time.
        const { admin, at, scheduled } = await newsletterScheduledSoon(h);
        expect(scheduled).toMatchObject({ subject: NEWSLETTER.subject });
        expect(scheduled.scheduledAt.getTime()).toBe(at.getTime());
        expect((await admin.newsletter.scheduled()).map((n) => n.id)).toEqual([scheduled.id]);
        const newsletterMails = () => mailsOfKind(h, 'newsletter');
        expect(await newsletterMails()).toHaveLength(0);

        await afterItsTime(at);
        await h.runScheduler();
        expect(await newsletterMails()).toHaveLength(3);
        expect(await admin.newsletter.scheduled()).toEqual([]);
        expect((await admin.newsletter.history()).map((n) => n.id)).toEqual([scheduled.id]);
        // The same newsletter sent by hand, or scheduled again, goes to nobody twice.
        expect(await admin.newsletter.send(NEWSLETTER)).toMatchObject({ queued: 0 });
        expect(
          await failure(
            admin.newsletter.schedule({
              ...NEWSLETTER,
              scheduledAt: new Date(Date.now() + 60_000),
            }),
          ),
        ).toMatchObject({ code: 'failed-precondition', message: NEWSLETTER_ALREADY_SENT });
        await h.runScheduler();
        expect(await newsletterMails()).toHaveLength(3);
      },
      SEND_TIMEOUT_MS,
    );

    it(
      'unschedules a newsletter: it does not go out',
      async () => {
        const h = harness();
        const { admin, at, scheduled } = await newsletterScheduledSoon(h);
        await admin.newsletter.unschedule(scheduled.id);
        expect(await admin.newsletter.scheduled()).toEqual([]);
        await afterItsTime(at);
        await h.runScheduler();
        expect(await mailsOfKind(h, 'newsletter')).toEqual([]);
        expect(await admin.newsletter.history()).toEqual([]);
      },
      SEND_TIMEOUT_MS,
    );

    it('lets only admins schedule a newsletter', async () => {
      const visitor = await asVisitor(harness()).loadAdmin();
      expect(
        await failure(visitor.newsletter.schedule({ ...NEWSLETTER, scheduledAt: soon() })),
      ).toMatchObject({ code: 'unauthenticated' });
    });
  });
}
