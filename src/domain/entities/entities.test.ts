import { describe, expect, it } from 'vitest';
import { isBackendError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import type { Essay, Prompt } from '../types.ts';
import { readEntity, toDocument } from './entity.ts';
import { essayEntity } from './longform.ts';
import { promptEntity } from './prompt.ts';
import { PROFILE_NAME_TOO_LONG, profileEntity, subscriberEntity } from './visitor.ts';

/** A stand-in for a Firestore Timestamp of either SDK: domain/ only relies on toDate(). */
const timestamp = (iso: string) => ({ seconds: 0, nanoseconds: 0, toDate: () => new Date(iso) });

const essay: Essay = {
  ...readEntity(essayEntity, 'e1', {}),
  title: 'Leading Through the Fog',
  slug: 'leading-through-the-fog',
  content: '## Why fog',
  status: 'published',
  publishedAt: new Date('2026-10-01T09:00:00Z'),
  createdAt: new Date('2026-09-24T09:00:00Z'),
  updatedAt: new Date('2026-10-01T09:00:00Z'),
  tags: ['leadership'],
  faqs: [{ question: 'Why?', answer: 'Because.' }],
  category: 'general',
};

/** The error `fn` throws. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('readEntity', () => {
  it('turns Timestamps into Dates, and fills what is missing with the defaults', () => {
    const read = readEntity(promptEntity, 'p1', {
      title: 'A prompt',
      slug: 'a-prompt',
      status: 'active',
      createdAt: timestamp('2026-10-01T09:00:00Z'),
      metaTitle: '',
    });
    expect(read).toMatchObject<Partial<Prompt>>({
      id: 'p1',
      type: 'prompt',
      createdAt: new Date('2026-10-01T09:00:00Z'),
      // updatedAt reads as createdAt when absent; '' reads as null.
      updatedAt: new Date('2026-10-01T09:00:00Z'),
      metaTitle: null,
      tags: [],
      orderIndex: null,
      featured: false,
    });
  });

  it('replaces only the field that does not fit, keeping the rest of the piece', () => {
    const read = readEntity(essayEntity, 'e1', { ...essay, status: 'archived', tags: 'x' });
    expect(read.status).toBe('draft');
    expect(read.tags).toEqual([]);
    expect(read.title).toBe(essay.title);
  });

  it('gives back what toDocument wrote', () => {
    const stored = toDocument(essayEntity, essay);
    expect(stored).not.toHaveProperty('id');
    expect(readEntity(essayEntity, 'e1', stored)).toEqual(essay);
  });
});

describe('toDocument', () => {
  it('drops fields the schema does not know', () => {
    const stored = toDocument(subscriberEntity, {
      email: 'a@b.co',
      name: null,
      source: 'newsletter',
      status: 'pending',
      createdAt: new Date(0),
      confirmedAt: null,
      unsubscribedAt: null,
      ...{ extra: true },
    });
    expect(stored).not.toHaveProperty('extra');
  });

  it('refuses a value over its limit, naming the field', () => {
    const error = thrown(() =>
      toDocument(essayEntity, { ...essay, title: 'x'.repeat(LIMITS.longform.title + 1) }),
    );
    expect(isBackendError(error, 'invalid-argument')).toBe(true);
    expect(Object.keys((error as { fields: object }).fields)).toEqual(['title']);
    expect(() =>
      toDocument(essayEntity, { ...essay, title: 'x'.repeat(LIMITS.longform.title) }),
    ).not.toThrow();
  });

  it('refuses a published piece without a publication date, as the rules do', () => {
    const error = thrown(() => toDocument(essayEntity, { ...essay, publishedAt: null }));
    expect((error as { fields: object }).fields).toHaveProperty('publishedAt');
    expect(() =>
      toDocument(essayEntity, { ...essay, status: 'draft', publishedAt: null }),
    ).not.toThrow();
  });

  it('refuses a slug the router could not reach', () => {
    expect(() => toDocument(essayEntity, { ...essay, slug: 'Not A Slug' })).toThrow();
  });

  it(`limits a profile name to ${LIMITS.profile.name} characters, with a message`, () => {
    const name = 'n'.repeat(LIMITS.profile.name);
    expect(toDocument(profileEntity, { name })).toEqual({ name });
    const error = thrown(() => toDocument(profileEntity, { name: `${name}n` }));
    expect((error as { fields: object }).fields).toEqual({ name: PROFILE_NAME_TOO_LONG });
  });
});

describe('link and image fields', () => {
  // firestore.rules (optUrl) holds the same cases: tests/emulators/firestore-rules-cms.test.ts.
  it.each([
    ['a site path', '/media/edge-dilemma.svg', true],
    ['the site root', '/', true],
    ['an https URL', 'https://images.unsplash.com/photo-1?w=1080', true],
    ['an http URL', 'http://images.example/a.png', false],
    ['a protocol-relative URL', '//evil.example/a.png', false],
    // Browsers and URL parsers read a backslash as a slash: '/\evil.example' is another host.
    ['a backslash path', '/\\evil.example/u3.png', false],
    ['a slash and a backslash', '/\\/evil.example/a.png', false],
    ['a backslash in an https URL', 'https://images.example\\@evil.example/a.png', false],
    ['a backslash later in a path', '/media\\a.png', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['text with a space', 'https://a.example/a b.png', false],
  ])('%s: %s', (_case, url, allowed) => {
    const save = () => toDocument(essayEntity, { ...essay, headerImageUrl: url, ogImageUrl: url });
    if (allowed) expect(save()).toMatchObject({ headerImageUrl: url, ogImageUrl: url });
    else expect(isBackendError(thrown(save), 'invalid-argument')).toBe(true);
    const prompt = {
      ...readEntity(promptEntity, 'p1', {}),
      title: 'P',
      slug: 'p',
      canonicalUrl: url,
    };
    const savePrompt = () => toDocument(promptEntity, prompt);
    if (allowed) expect(savePrompt()).toMatchObject({ canonicalUrl: url });
    else expect(isBackendError(thrown(savePrompt), 'invalid-argument')).toBe(true);
  });
});
