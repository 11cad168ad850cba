// Every field limit the rules check, read from LIMITS (src/domain/limits.ts), the same table the
// entity schemas and the forms use: a value AT the limit is allowed, one OVER it is denied, so
// firestore.rules and the schemas cannot drift apart unnoticed.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS } from '../../src/domain/limits.ts';
import { dispatchDoc, essayDoc, promptDoc, type DocData } from './fixtures.ts';
import { useRulesEnv } from './rules-env.ts';

const suite = useRulesEnv('firestore');

// The limited fields that are lists (their limit is a number of entries); slugs have a shape.
const LISTS = new Set(['tags', 'seoKeywords', 'faqs', 'previousSlugs']);
const URL_PREFIX = 'https://x.example/';

/** A value of `field` with `size` characters (or entries). */
function valueOf(field: string, size: number): unknown {
  if (field === 'faqs') return Array.from({ length: size }, () => ({ question: 'Q', answer: 'A' }));
  if (LISTS.has(field)) return Array.from({ length: size }, (_, i) => `tag-${i}`);
  // A link or image is an https URL (firestore.rules: optUrl): one with a long path.
  if (field.endsWith('Url')) return URL_PREFIX + 'x'.repeat(size - URL_PREFIX.length);
  // A slug is lower-case words joined by hyphens: one long word is one.
  return (field === 'slug' ? 'a' : 'x').repeat(size);
}

interface Case {
  collection: 'essays' | 'articles' | 'resources';
  doc: (overrides: DocData) => DocData;
  field: string;
  limit: number;
}

const content: Case[] = [
  ...Object.entries(LIMITS.longform).flatMap(([field, limit]): Case[] => [
    { collection: 'essays', doc: essayDoc, field, limit },
    { collection: 'articles', doc: dispatchDoc, field, limit },
  ]),
  ...Object.entries(LIMITS.prompt).map(([field, limit]): Case => ({
    collection: 'resources',
    doc: promptDoc,
    field,
    limit,
  })),
];

describe('content field limits (admin writes)', () => {
  it.each(content)('$collection.$field: $limit allowed, one more denied', async (c) => {
    const db = suite.as.admin.firestore();
    // Two new documents: a second write to one would be an update, which needs the next version.
    const at = db.doc(`${c.collection}/at-limit`);
    const over = db.doc(`${c.collection}/over-limit`);
    await assertSucceeds(at.set(c.doc({ [c.field]: valueOf(c.field, c.limit) })));
    await assertFails(over.set(c.doc({ [c.field]: valueOf(c.field, c.limit + 1) })));
  });

  it.each(Object.entries(LIMITS.dispatchCategory))(
    'articles.category.%s: %i allowed, one more denied',
    async (field, limit) => {
      const db = suite.as.admin.firestore();
      const category = (size: number) => ({
        name: 'Dispatches',
        slug: 'dispatches',
        [field]: 'x'.repeat(size),
      });
      await assertSucceeds(
        db.doc('articles/at-limit').set(dispatchDoc({ category: category(limit) })),
      );
      await assertFails(
        db.doc('articles/over-limit').set(dispatchDoc({ category: category(limit + 1) })),
      );
    },
  );
});

describe('profile field limits (the owner writes)', () => {
  it(`users.name: ${LIMITS.profile.name} allowed, one more denied`, async () => {
    const ref = suite.as.reader.firestore().doc('users/reader');
    await assertSucceeds(ref.set({ name: 'n'.repeat(LIMITS.profile.name) }));
    await assertFails(ref.set({ name: 'n'.repeat(LIMITS.profile.name + 1) }));
  });
});
