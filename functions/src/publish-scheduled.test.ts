import { describe, expect, it } from 'vitest';
import { readEntity, toDocument } from '../../src/domain/entities/entity.ts';
import { essayEntity } from '../../src/domain/entities/longform.ts';
import { promptEntity } from '../../src/domain/entities/prompt.ts';
import { testDb } from '../test/emulators.ts';
import { TEST_SITE_URL, testSigner } from '../test/links.ts';
import { publishScheduledHandler } from './publish-scheduled.ts';
import { scheduleNewsletterHandler } from './schedule-newsletter.ts';
import { subscriberDocument } from './subscriber-store.ts';

// publishScheduled's own run, in process (the contract suite runs it through the Functions
// emulator's scheduler stand-in, whose queries the index check cannot see).

const NOW = new Date('2026-11-27T09:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** A scheduled essay or prompt, stored as the CMS saves it. */
async function scheduled(kind: 'essays' | 'resources', id: string, at: Date) {
  const entity = kind === 'essays' ? essayEntity : promptEntity;
  const piece = readEntity(entity as typeof essayEntity, id, {
    title: `Piece ${id}`,
    slug: id,
    content: 'Text.',
    description: 'About it.',
    type: 'prompt',
    createdAt: minutes(-600),
    updatedAt: minutes(-600),
  });
  const document = toDocument(
    entity as typeof essayEntity,
    {
      ...piece,
      status: 'scheduled',
      scheduledAt: at,
      publishedAt: null,
    } as never,
  );
  await testDb().collection(kind).doc(id).set(document);
}

const run = (now: Date) =>
  publishScheduledHandler({
    db: testDb(),
    now: () => now,
    links: () => ({ sign: testSigner(), siteUrl: TEST_SITE_URL }),
  });

describe('publishScheduled', () => {
  it('publishes what is due and sends the due newsletter once; later items wait their turn', async () => {
    await scheduled('essays', 'due-essay', minutes(-1));
    await scheduled('essays', 'later-essay', minutes(30));
    await scheduled('resources', 'due-prompt', minutes(-2));
    await testDb()
      .collection('subscribers')
      .doc('s1')
      .set(
        subscriberDocument({
          email: 'reader@example.com',
          name: null,
          source: 'newsletter',
          status: 'confirmed',
          createdAt: minutes(-9000),
          confirmedAt: minutes(-8000),
          unsubscribedAt: null,
        }),
      );
    await scheduleNewsletterHandler(
      {
        subject: 'Friday Notes',
        content: 'Hello.',
        selectedContent: [
          { id: 'a', title: 'A', type: 'article', url: 'https://edge.example/essays/a' },
        ],
        scheduledAt: minutes(5),
      },
      { db: testDb(), now: () => minutes(-60), adminUid: 'admin-uid' },
    );

    expect(await run(NOW)).toEqual({
      published: ['essays/due-essay', 'resources/due-prompt'],
      newsletters: [],
    });
    const essay = (await testDb().collection('essays').doc('due-essay').get()).data();
    expect(essay).toMatchObject({ status: 'published', scheduledAt: null });
    expect(essay?.publishedAt.toDate()).toEqual(minutes(-1));
    const prompt = (await testDb().collection('resources').doc('due-prompt').get()).data();
    expect(prompt).toMatchObject({ status: 'active', scheduledAt: null });
    const later = (await testDb().collection('essays').doc('later-essay').get()).data();
    expect(later).toMatchObject({ status: 'scheduled' });

    const sent = await run(minutes(6));
    expect(sent.published).toEqual([]);
    expect(sent.newsletters).toHaveLength(1);
    const mail = await testDb().collection('mail').get();
    expect(mail.docs.map((doc) => doc.data().to)).toEqual(['reader@example.com']);
    // A second run finds nothing left to do.
    expect(await run(minutes(7))).toEqual({ published: [], newsletters: [] });
    expect((await testDb().collection('mail').get()).size).toBe(1);
  });
});
