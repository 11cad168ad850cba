// Scheduled publishing (issue 29, src/domain/schedule.ts): readers never see a scheduled piece
// before its time. A second before it, it is hidden; a second after it, it is still hidden while
// it says 'scheduled' (the scheduler has not run: "after" means after that run, so the piece goes
// public everywhere at once); once the scheduler has published it, everyone reads it. Who may do
// what with every scope is the access suite's; this one plays the clock.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { beforeEach, describe, expect, it } from 'vitest';
import { activatedPrompt, publishedLongform } from '../../src/domain/schedule.ts';
import { essayDoc, promptDoc, type DocData } from './fixtures.ts';
import { seed, useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');
const SECOND = 1000;
const at = (offsetMs: number) => firebase.firestore.Timestamp.fromMillis(Date.now() + offsetMs);

/** An essay scheduled for `offsetMs` from now. */
const scheduledEssay = (offsetMs: number, slug = 'soon') =>
  essayDoc({ slug, status: 'scheduled', publishedAt: null, scheduledAt: at(offsetMs) });

/** What the scheduler writes when the essay's time has come (as the Admin SDK, rules aside). */
async function runScheduler(path: string, publish: (doc: never, now: Date) => DocData) {
  await suite.env.withSecurityRulesDisabled(async (context) => {
    const ref = context.firestore().doc(path);
    const data = (await ref.get()).data() as DocData;
    const asDates = {
      ...data,
      scheduledAt: (data.scheduledAt as firebase.firestore.Timestamp).toDate(),
    };
    const next = publish({ ...asDates, version: 0, updatedAt: new Date() } as never, new Date());
    await ref.set({ ...next, scheduledAt: null });
  });
}

describe('a scheduled essay, as its time comes', () => {
  it('one second before its time: no reader gets it or finds it in a public list', async () => {
    await seed(suite.env, { 'essays/soon': scheduledEssay(SECOND) });
    for (const who of [suite.as.visitor, suite.as.reader]) {
      await assertFails(who.firestore().doc('essays/soon').get());
      const listed = await assertSucceeds(
        who.firestore().collection('essays').where('status', '==', 'published').get(),
      );
      expect(listed.docs.map((doc) => doc.id)).not.toContain('soon');
      await assertFails(
        who.firestore().collection('essays').where('status', '==', 'scheduled').get(),
      );
    }
    await assertSucceeds(suite.as.admin.firestore().doc('essays/soon').get());
  });

  it('one second after its time, before the scheduler has run: still hidden', async () => {
    await seed(suite.env, { 'essays/due': scheduledEssay(-SECOND, 'due') });
    await assertFails(suite.as.visitor.firestore().doc('essays/due').get());
    await assertFails(suite.as.reader.firestore().doc('essays/due').get());
  });

  it('one second after its time, once the scheduler has run: everyone reads it', async () => {
    await seed(suite.env, { 'essays/due': scheduledEssay(-SECOND, 'due') });
    await runScheduler('essays/due', publishedLongform);
    const read = await assertSucceeds(suite.as.visitor.firestore().doc('essays/due').get());
    expect(read.data()).toMatchObject({ status: 'published', scheduledAt: null });
    const listed = await assertSucceeds(
      suite.as.reader.firestore().collection('essays').where('status', '==', 'published').get(),
    );
    expect(listed.docs.map((doc) => doc.id)).toContain('due');
  });

  it('a scheduled prompt likewise, until the scheduler makes it active', async () => {
    const prompt = promptDoc({ status: 'scheduled', scheduledAt: at(-SECOND) });
    await seed(suite.env, { 'resources/due': prompt });
    await assertFails(suite.as.visitor.firestore().doc('resources/due').get());
    await runScheduler('resources/due', activatedPrompt);
    await assertSucceeds(suite.as.visitor.firestore().doc('resources/due').get());
  });
});

describe('what a scheduled piece must hold', () => {
  const admin = () => suite.as.admin.firestore();
  beforeEach(async () => {
    await seed(suite.env, {});
  });

  it('a scheduled essay has its time; another status may carry none', async () => {
    await assertSucceeds(
      admin()
        .doc('essays/a')
        .set(scheduledEssay(60 * SECOND, 'a')),
    );
    await assertFails(
      admin()
        .doc('essays/b')
        .set(essayDoc({ slug: 'b', status: 'scheduled', publishedAt: null })),
    );
    await assertFails(
      admin()
        .doc('essays/c')
        .set(essayDoc({ slug: 'c', status: 'scheduled', publishedAt: null, scheduledAt: 'soon' })),
    );
    await assertSucceeds(
      admin()
        .doc('essays/d')
        .set(essayDoc({ slug: 'd', scheduledAt: null })),
    );
  });

  it('a published piece still needs its publication date', async () => {
    await assertFails(
      admin()
        .doc('essays/e')
        .set(essayDoc({ slug: 'e', status: 'published', publishedAt: null })),
    );
  });

  it('a scheduled prompt has its time', async () => {
    await assertSucceeds(
      admin()
        .doc('resources/p')
        .set(promptDoc({ status: 'scheduled', scheduledAt: at(60 * SECOND) })),
    );
    await assertFails(
      admin()
        .doc('resources/q')
        .set(promptDoc({ status: 'scheduled' })),
    );
  });
});
