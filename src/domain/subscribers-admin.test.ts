import { describe, expect, it } from 'vitest';
import {
  confirmedPercent,
  filterSubscribers,
  matchesSearch,
  MAX_SEARCH_PREFIX,
  pageOfSubscribers,
  statusChangeFields,
  subscriberSearchTerms,
  subscriberStats,
  type SubscriberQuery,
} from './subscribers-admin.ts';
import type { Subscriber } from './types.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86400e3);

const row = (id: string, fields: Partial<Subscriber> = {}): Subscriber => ({
  id,
  email: `${id}@example.com`,
  name: null,
  source: 'newsletter',
  status: 'pending',
  createdAt: daysAgo(1),
  confirmedAt: null,
  unsubscribedAt: null,
  ...fields,
});

describe('status changes', () => {
  it('stamp confirmed_at on confirmed and unsubscribed_at on unsubscribed', () => {
    expect(statusChangeFields('confirmed', NOW)).toEqual({ status: 'confirmed', confirmedAt: NOW });
    expect(statusChangeFields('unsubscribed', NOW)).toEqual({
      status: 'unsubscribed',
      unsubscribedAt: NOW,
    });
    expect(statusChangeFields('pending', NOW)).toEqual({ status: 'pending' });
  });
});

describe('subscriberStats', () => {
  it('counts this week as the last 7 days and this month as the last 30', () => {
    const stats = subscriberStats(
      [
        row('a', { createdAt: daysAgo(2), status: 'confirmed' }),
        row('b', { createdAt: daysAgo(6.9), status: 'confirmed' }),
        row('c', { createdAt: daysAgo(7.1) }),
        row('d', { createdAt: daysAgo(29), status: 'unsubscribed' }),
        row('e', { createdAt: daysAgo(31) }),
        row('f', { createdAt: daysAgo(40), status: 'bounced' }),
      ],
      NOW,
    );
    expect(stats).toEqual({
      total: 6,
      thisWeek: 2,
      confirmed: 2,
      pending: 2,
      bounced: 1,
      thisMonth: 4,
    });
    expect(confirmedPercent({ total: 5, confirmed: 2 })).toBe(40);
    expect(confirmedPercent({ total: 0, confirmed: 0 })).toBe(0);
  });
});

describe('search', () => {
  const ada = { email: 'ada.lovelace@analytical.example', name: 'Ada Lovelace' };

  it('finds a row by the start of its address, local part, domain, name or any word', () => {
    for (const term of ['ada', 'ada.love', 'lovelace', 'analytical.ex', 'ada lov', 'example']) {
      expect(matchesSearch(ada, term)).toBe(true);
      expect(subscriberSearchTerms(ada.email, ada.name)).toContain(term);
    }
    expect(matchesSearch(ada, 'velace')).toBe(false);
    expect(matchesSearch({ email: 'x@y.example', name: null }, 'lovelace')).toBe(false);
  });

  it('stores prefixes of at most 30 characters', () => {
    const terms = subscriberSearchTerms(`${'a'.repeat(50)}@example.com`, null);
    expect(Math.max(...terms.map((term) => term.length))).toBe(MAX_SEARCH_PREFIX);
  });
});

describe('pageOfSubscribers', () => {
  const rows = Array.from({ length: 7 }, (_, i) =>
    row(`r${i}`, {
      createdAt: daysAgo(i < 3 ? 1 : i), // three share one instant: the id breaks the tie
      status: i % 2 ? 'confirmed' : 'pending',
      name: i === 4 ? 'Grace Hopper' : null,
    }),
  );
  const query = (fields: Partial<SubscriberQuery>): SubscriberQuery => ({
    status: 'all',
    search: '',
    after: null,
    pageSize: 3,
    ...fields,
  });

  it('pages newest first without skipping or repeating a row', () => {
    const seen: string[] = [];
    let page = pageOfSubscribers(rows, query({}));
    for (;;) {
      seen.push(...page.rows.map((r) => r.id));
      if (!page.next) break;
      page = pageOfSubscribers(rows, query({ after: page.next }));
    }
    expect(seen).toEqual(['r2', 'r1', 'r0', 'r3', 'r4', 'r5', 'r6']);
  });

  it('filters by status and by a case-insensitive search', () => {
    expect(filterSubscribers(rows, { status: 'confirmed', search: '' })).toHaveLength(3);
    const found = pageOfSubscribers(rows, query({ search: '  GRACE ', pageSize: 10 }));
    expect(found.rows.map((r) => r.id)).toEqual(['r4']);
    expect(found.next).toBeNull();
  });
});
