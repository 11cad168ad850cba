// Firestore rules for the content collections: public reads of published (or active) documents
// only, through queries that say so; every write is an admin's, and its shape is checked.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatchDoc, essayDoc, promptDoc, without, type DocData } from './fixtures.ts';
import { seed, useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');

describe('canary', () => {
  it('reaches the Firestore emulator with the rules loaded', async () => {
    await seed(suite.env, { 'essays/canary': essayDoc() });
    const snap = await assertSucceeds(suite.as.visitor.firestore().doc('essays/canary').get());
    expect(snap.exists).toBe(true);
    // An unfiltered list passing would mean the project's rules are not the ones loaded.
    await assertFails(suite.as.visitor.firestore().collection('essays').get());
  });
});

const LONGFORM = [
  { collection: 'essays', make: essayDoc },
  { collection: 'articles', make: dispatchDoc },
] as const;

describe.each(LONGFORM)('$collection', ({ collection, make }) => {
  const draft = () => make({ slug: 'a-draft', status: 'draft', publishedAt: null });

  beforeEach(async () => {
    await seed(suite.env, {
      [`${collection}/published`]: make(),
      [`${collection}/draft`]: draft(),
    });
  });

  describe.each(['visitor', 'reader'] as const)('a %s', (who) => {
    const db = () => suite.as[who].firestore();

    it('lists published pieces, newest first', async () => {
      const snap = await assertSucceeds(
        db()
          .collection(collection)
          .where('status', '==', 'published')
          .orderBy('publishedAt', 'desc')
          .get(),
      );
      expect(snap.docs.map((d) => d.id)).toEqual(['published']);
    });

    it('finds a published piece by slug', async () => {
      await assertSucceeds(
        db()
          .collection(collection)
          .where('slug', '==', 'leading-through-the-fog')
          .where('status', '==', 'published')
          .limit(1)
          .get(),
      );
    });

    it('gets a published piece by id', async () => {
      await assertSucceeds(db().doc(`${collection}/published`).get());
    });

    it('may not list without the status filter, nor ask for drafts', async () => {
      await assertFails(db().collection(collection).get());
      await assertFails(db().collection(collection).where('slug', '==', 'a-draft').get());
      await assertFails(db().collection(collection).where('status', '==', 'draft').get());
    });

    it('may not get a draft, nor a piece that does not exist', async () => {
      await assertFails(db().doc(`${collection}/draft`).get());
      await assertFails(db().doc(`${collection}/missing`).get());
    });

    it('may not create, update or delete', async () => {
      await assertFails(
        db()
          .doc(`${collection}/new`)
          .set(make({ slug: 'new-piece' })),
      );
      await assertFails(db().doc(`${collection}/published`).update({ title: 'Defaced' }));
      await assertFails(db().doc(`${collection}/published`).delete());
    });
  });

  describe('an admin', () => {
    const db = () => suite.as.admin.firestore();

    it('lists everything, drafts included, and gets a draft', async () => {
      const snap = await assertSucceeds(
        db().collection(collection).orderBy('updatedAt', 'desc').get(),
      );
      expect(snap.size).toBe(2);
      await assertSucceeds(db().doc(`${collection}/draft`).get());
    });

    it('creates, updates, publishes and deletes', async () => {
      await assertSucceeds(
        db()
          .doc(`${collection}/new`)
          .set(make({ slug: 'new-piece' })),
      );
      // Each save is the next version (a piece stored without one is version 0).
      await assertSucceeds(
        db().doc(`${collection}/new`).update({ title: 'Renamed', featured: true, version: 1 }),
      );
      await assertSucceeds(
        db()
          .doc(`${collection}/draft`)
          .update({ status: 'published', publishedAt: make().publishedAt, version: 1 }),
      );
      await assertSucceeds(db().doc(`${collection}/new`).delete());
    });

    it.each<[string, DocData]>([
      ['a slug with capitals', { slug: 'Leading-Fog' }],
      ['a slug with a trailing hyphen', { slug: 'leading-' }],
      ['a slug with a double hyphen', { slug: 'leading--fog' }],
      ['an empty title', { title: '' }],
      ['an unknown status', { status: 'archived' }],
      ['published without publishedAt', { status: 'published', publishedAt: null }],
      ['a non-string content', { content: 42 }],
      ['a field the app does not know', { isPaid: true }],
      ['createdAt as a string', { createdAt: '2026-10-01' }],
      ['tags that are not a list', { tags: 'leadership' }],
    ])('may not save a piece with %s', async (_case, change) => {
      await assertFails(db().doc(`${collection}/bad`).set(make(change)));
    });

    it('may not save a piece missing a required field', async () => {
      for (const key of ['title', 'slug', 'content', 'status', 'publishedAt', 'createdAt']) {
        await assertFails(db().doc(`${collection}/bad`).set(without(make(), key)));
      }
    });
  });
});

describe('essays: category', () => {
  it('is one of the three essay categories', async () => {
    const db = suite.as.admin.firestore();
    await assertSucceeds(db.doc('essays/e1').set(essayDoc({ category: 'prompt-engineering' })));
    await assertFails(db.doc('essays/e2').set(essayDoc({ category: 'marketing' })));
    await assertFails(db.doc('essays/e3').set(without(essayDoc(), 'category')));
  });
});

describe('articles: category', () => {
  it('is {name, slug} or null', async () => {
    const db = suite.as.admin.firestore();
    await assertSucceeds(db.doc('articles/a1').set(dispatchDoc({ category: null })));
    await assertFails(db.doc('articles/a2').set(dispatchDoc({ category: 'Dispatches' })));
    await assertFails(
      db.doc('articles/a3').set(dispatchDoc({ category: { name: 'D', slug: 'd', extra: 1 } })),
    );
  });
});

describe('resources (prompts)', () => {
  beforeEach(async () => {
    await seed(suite.env, {
      'resources/active': promptDoc(),
      'resources/inactive': promptDoc({ slug: 'retired-prompt', status: 'inactive' }),
    });
  });

  describe.each(['visitor', 'reader'] as const)('a %s', (who) => {
    const db = () => suite.as[who].firestore();

    it('lists active prompts, newest first, and finds one by slug', async () => {
      const snap = await assertSucceeds(
        db()
          .collection('resources')
          .where('status', '==', 'active')
          .where('type', '==', 'prompt')
          .orderBy('createdAt', 'desc')
          .get(),
      );
      expect(snap.docs.map((d) => d.id)).toEqual(['active']);
      await assertSucceeds(
        db()
          .collection('resources')
          .where('slug', '==', 'chief-of-staff-co-pilot')
          .where('status', '==', 'active')
          .where('type', '==', 'prompt')
          .limit(1)
          .get(),
      );
      await assertSucceeds(db().doc('resources/active').get());
    });

    it('may not list unfiltered nor read an inactive prompt', async () => {
      await assertFails(db().collection('resources').get());
      await assertFails(db().collection('resources').where('type', '==', 'prompt').get());
      await assertFails(db().doc('resources/inactive').get());
    });

    it('may not write', async () => {
      await assertFails(
        db()
          .doc('resources/new')
          .set(promptDoc({ slug: 'new-prompt' })),
      );
      await assertFails(db().doc('resources/active').update({ orderIndex: 0 }));
      await assertFails(db().doc('resources/active').delete());
    });
  });

  describe('an admin', () => {
    const db = () => suite.as.admin.firestore();

    it('lists all in CMS order and reads inactive prompts', async () => {
      const snap = await assertSucceeds(
        db()
          .collection('resources')
          .orderBy('orderIndex', 'asc')
          .orderBy('createdAt', 'desc')
          .get(),
      );
      expect(snap.size).toBe(2);
    });

    it('creates, reorders and deletes', async () => {
      await assertSucceeds(
        db()
          .doc('resources/new')
          .set(promptDoc({ slug: 'new-prompt' })),
      );
      await assertSucceeds(db().doc('resources/new').update({ orderIndex: 2 }));
      await assertSucceeds(db().doc('resources/active').update({ orderIndex: null }));
      await assertSucceeds(db().doc('resources/new').delete());
    });

    it.each<[string, DocData]>([
      ['a type other than prompt', { type: 'template' }],
      ['an unknown status', { status: 'published' }],
      ['a bad slug', { slug: 'Chief of Staff' }],
      ['an orderIndex that is not a number', { orderIndex: 'first' }],
      ['a field the app does not know', { price: 10 }],
    ])('may not save a prompt with %s', async (_case, change) => {
      await assertFails(db().doc('resources/bad').set(promptDoc(change)));
    });

    it('may not save a prompt missing its description', async () => {
      await assertFails(db().doc('resources/bad').set(without(promptDoc(), 'description')));
    });
  });
});
