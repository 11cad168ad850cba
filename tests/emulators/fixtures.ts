// Valid documents as the app writes them (src/domain/types.ts, minus id, dates as Timestamps);
// each test changes one thing to show what the rules refuse.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { NO_SHARE_OVERRIDES } from '../../src/domain/entities/longform.ts';

export type DocData = Record<string, unknown>;

/** A Firestore Timestamp for an ISO date. */
export function ts(iso: string): firebase.firestore.Timestamp {
  return firebase.firestore.Timestamp.fromDate(new Date(iso));
}

/** The server's clock, as `createdAt` must be on analytics rows. */
export function serverTime(): firebase.firestore.FieldValue {
  return firebase.firestore.FieldValue.serverTimestamp();
}

/** A copy of `data` without `key`. */
export function without(data: DocData, key: string): DocData {
  return Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
}

function longform(overrides: DocData): DocData {
  return {
    userId: 'admin',
    title: 'Leading Through the Fog',
    slug: 'leading-through-the-fog',
    content: '## Why fog\n\nLeaders rarely see far.',
    excerpt: 'Leaders rarely see far.',
    status: 'published',
    publishedAt: ts('2026-10-01T09:00:00Z'),
    createdAt: ts('2026-09-24T09:00:00Z'),
    updatedAt: ts('2026-10-01T09:00:00Z'),
    readingTime: null,
    featured: false,
    tags: ['leadership'],
    authorName: 'Alex Admin',
    authorBio: null,
    headerImageUrl: null,
    metaTitle: null,
    metaDescription: null,
    seoKeywords: [],
    ...NO_SHARE_OVERRIDES,
    canonicalAnswer: null,
    faqs: [{ question: 'Why?', answer: 'Because.' }],
    ...overrides,
  };
}

/** A published essay; pass `{ status: 'draft', publishedAt: null }` for a draft. */
export function essayDoc(overrides: DocData = {}): DocData {
  return longform({ category: 'general', ...overrides });
}

/** A published dispatch (collection `articles`). */
export function dispatchDoc(overrides: DocData = {}): DocData {
  return longform({ category: { name: 'Dispatches', slug: 'dispatches' }, ...overrides });
}

/** An active prompt (collection `resources`). */
export function promptDoc(overrides: DocData = {}): DocData {
  return {
    userId: 'admin',
    title: 'Chief of Staff Co-Pilot',
    slug: 'chief-of-staff-co-pilot',
    description: 'Turns a messy week into three decisions.',
    type: 'prompt',
    status: 'active',
    featured: false,
    aboutPrompt: 'What it does.',
    howToUse: 'Paste your calendar.',
    explainerContent: null,
    content: 'You are my chief of staff...',
    tags: ['edge-co-pilots', 'chief-of-staff'],
    orderIndex: 1,
    createdAt: ts('2026-09-01T10:00:00Z'),
    updatedAt: ts('2026-09-01T10:00:00Z'),
    metaTitle: null,
    metaDescription: null,
    ogImageUrl: null,
    canonicalUrl: null,
    ...overrides,
  };
}

/** A subscriber row as the `subscribe` callable writes it (confirmed by an admin). */
export function subscriberDoc(overrides: DocData = {}): DocData {
  return {
    email: 'reader@example.com',
    name: 'Riley Reader',
    source: 'newsletter',
    status: 'confirmed',
    createdAt: ts('2026-09-01T10:00:00Z'),
    confirmedAt: ts('2026-09-02T10:00:00Z'),
    unsubscribedAt: null,
    ...overrides,
  };
}

/** A page view exactly as the app records it. */
export function pageViewDoc(overrides: DocData = {}): DocData {
  return {
    pagePath: '/essays/leading-through-the-fog',
    pageTitle: 'Leading Through the Fog | EDGE Navigator',
    referrer: 'https://www.linkedin.com/',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    sessionId: '1760000000000-abc123',
    createdAt: serverTime(),
    ...overrides,
  };
}

/** A share exactly as the app records it. */
export function shareDoc(overrides: DocData = {}): DocData {
  return { platform: 'linkedin', pagePath: '/', createdAt: serverTime(), ...overrides };
}
