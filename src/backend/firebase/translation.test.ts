import { FirebaseError } from 'firebase/app';
import { Timestamp, type DocumentSnapshot } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { isBackendError } from '../../domain/errors.ts';
import { dispatchFromDoc, essayFromDoc, promptFromDoc, toDate } from './converters.ts';
import { firebaseConfigFromEnv } from './config.ts';
import { toBackendError } from './errors.ts';

const snap = (id: string, data: Record<string, unknown> | undefined) =>
  ({ id, data: () => data, exists: () => data !== undefined }) as unknown as DocumentSnapshot;

describe('converters', () => {
  it('turns Timestamps into Dates and fills missing fields with safe defaults', () => {
    const published = new Date('2026-10-01T09:00:00Z');
    const essay = essayFromDoc(
      snap('e1', {
        title: 'T',
        slug: 't',
        status: 'published',
        publishedAt: Timestamp.fromDate(published),
        createdAt: Timestamp.fromDate(published),
        tags: ['ai', 3, 'leadership'],
        category: 'nonsense',
        faqs: [{ question: 'Q', answer: 'A' }, null],
      }),
    );
    expect(essay.publishedAt).toEqual(published);
    expect(essay.updatedAt).toEqual(published);
    expect(essay.tags).toEqual(['ai', 'leadership']);
    expect(essay.category).toBe('general');
    expect(essay.faqs).toEqual([{ question: 'Q', answer: 'A' }]);
    expect(essay.excerpt).toBeNull();
    expect(essay.readingTime).toBeNull();
    expect(essay.featured).toBe(false);
  });

  it('reads a dispatch category and an unknown status as draft', () => {
    const d = dispatchFromDoc(
      snap('d1', { status: 'weird', category: { name: 'Dispatches', slug: 'dispatches' } }),
    );
    expect(d.status).toBe('draft');
    expect(d.category).toEqual({ name: 'Dispatches', slug: 'dispatches' });
  });

  it('reads prompts, keeping a missing order index as null', () => {
    const p = promptFromDoc(
      snap('p1', { title: 'P', status: 'active', orderIndex: 'x', content: 'c' }),
    );
    expect(p).toMatchObject({
      id: 'p1',
      type: 'prompt',
      status: 'active',
      orderIndex: null,
      content: 'c',
    });
  });

  it('accepts Dates, ISO strings and epoch numbers, and rejects garbage', () => {
    expect(toDate('2026-01-01T00:00:00Z')).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(toDate(0)).toEqual(new Date(0));
    expect(toDate('not a date')).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});

describe('toBackendError', () => {
  it('keeps Firestore codes and maps the offline failure to unavailable', () => {
    const e = toBackendError(
      new FirebaseError('unavailable', 'Failed to get document because the client is offline.'),
    );
    expect(isBackendError(e, 'unavailable')).toBe(true);
  });

  it('gives auth failures the same friendly messages as the demo backend', () => {
    expect(toBackendError(new FirebaseError('auth/invalid-credential', 'x')).message).toBe(
      'Invalid email or password.',
    );
    expect(toBackendError(new FirebaseError('auth/email-already-in-use', 'x')).code).toBe(
      'already-exists',
    );
  });

  it('puts a refused password or address on its field, as the demo does', () => {
    const weak = toBackendError(new FirebaseError('auth/weak-password', 'x'));
    expect(weak.fields).toEqual({ password: 'Password should be at least 6 characters.' });
    const email = toBackendError(new FirebaseError('auth/invalid-email', 'x'));
    expect(email.fields).toEqual({ email: 'Invalid email address.' });
    expect(toBackendError(new FirebaseError('auth/invalid-credential', 'x')).fields).toEqual({});
  });

  it('says in words that the site cannot send account e-mails when Auth refuses its continue URL', () => {
    for (const code of [
      'unauthorized-continue-uri',
      'invalid-continue-uri',
      'missing-continue-uri',
    ]) {
      const e = toBackendError(new FirebaseError(`auth/${code}`, 'Firebase: raw SDK text'));
      expect(e.code).toBe('failed-precondition');
      expect(e.message).toBe(
        'This site is not set up to send account e-mails yet. Please try again later.',
      );
    }
  });

  it("carries a callable's code, message and field errors", () => {
    const error = Object.assign(
      new FirebaseError(
        'functions/resource-exhausted',
        'Rate limit exceeded. Please try again in an hour.',
      ),
      {
        details: { fields: { email: 'Invalid email address' } },
      },
    );
    const e = toBackendError(error);
    expect(e.code).toBe('resource-exhausted');
    expect(e.message).toContain('Rate limit exceeded');
    expect(e.fields).toEqual({ email: 'Invalid email address' });
  });

  it('treats a failed fetch as being offline', () => {
    expect(toBackendError(new TypeError('Failed to fetch')).code).toBe('unavailable');
  });
});

describe('firebaseConfigFromEnv', () => {
  it('needs at least an API key and a project id', () => {
    expect(firebaseConfigFromEnv({})).toBeNull();
    expect(firebaseConfigFromEnv({ VITE_FIREBASE_API_KEY: 'k' })).toBeNull();
    expect(
      firebaseConfigFromEnv({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'p' }),
    ).toMatchObject({
      apiKey: 'k',
      projectId: 'p',
      authDomain: 'p.firebaseapp.com',
    });
  });
});
