import { describe, expect, it } from 'vitest';
import {
  afterRefresh,
  lastRefreshedLine,
  MAX_NEW_PER_REFRESH,
  parseKeepNew,
  piecesToKeep,
  turnedOn,
  type PublishedRef,
} from './keep-new.ts';

const NOW = new Date('2026-11-27T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function ref(slug: string, daysAgo: number, kind: PublishedRef['kind'] = 'dispatch'): PublishedRef {
  return {
    key: `${kind}:${slug}`,
    kind,
    path: `/${kind === 'essay' ? 'essays' : 'dispatches'}/${slug}`,
    published: new Date(NOW.getTime() - daysAgo * DAY),
  };
}

describe('what a refresh keeps', () => {
  it('first: what was published in the week before it was turned on, oldest first', () => {
    const setting = turnedOn(NOW, true);
    const published = [ref('today', 0), ref('last-month', 30), ref('monday', 4, 'essay')];
    expect(piecesToKeep(published, setting, new Set()).map((p) => p.key)).toEqual([
      'essay:monday',
      'dispatch:today',
    ]);
  });

  it('then: only what it has not seen before, nor what the device already holds', () => {
    const first = turnedOn(NOW, false);
    const seen = [ref('a', 1), ref('b', 2)];
    const after = afterRefresh(first, { published: seen, failed: new Set(), saved: 2, at: NOW });
    const published = [...seen, ref('new', 0), ref('read-already', 0)];
    expect(
      piecesToKeep(published, after, new Set(['dispatch:read-already'])).map((p) => p.key),
    ).toEqual(['dispatch:new']);
  });

  it('a piece removed from the device after a refresh saved it is not saved again', () => {
    const after = afterRefresh(turnedOn(NOW, true), {
      published: [ref('a', 0)],
      failed: new Set(),
      saved: 1,
      at: NOW,
    });
    expect(piecesToKeep([ref('a', 0)], after, new Set())).toEqual([]);
  });

  it('one that failed to save is tried again at the next refresh', () => {
    const after = afterRefresh(turnedOn(NOW, true), {
      published: [ref('a', 0), ref('b', 0)],
      failed: new Set(['dispatch:b']),
      saved: 1,
      at: NOW,
    });
    expect(piecesToKeep([ref('a', 0), ref('b', 0)], after, new Set()).map((p) => p.key)).toEqual([
      'dispatch:b',
    ]);
    expect(after.lastRefreshedAt).toEqual(NOW);
    expect(after.lastSaved).toBe(1);
  });

  it('at most MAX_NEW_PER_REFRESH, the newest', () => {
    const many = Array.from({ length: MAX_NEW_PER_REFRESH + 5 }, (_, i) => ref(`d${i}`, i / 10));
    const kept = piecesToKeep(many, turnedOn(NOW, true), new Set());
    expect(kept).toHaveLength(MAX_NEW_PER_REFRESH);
    expect(kept.at(-1)?.key).toBe('dispatch:d0');
    expect(kept.map((p) => p.key)).not.toContain(`dispatch:d${MAX_NEW_PER_REFRESH}`);
  });
});

describe('the stored setting', () => {
  it('reads back what was written, and anything else as off', () => {
    const setting = turnedOn(NOW, true);
    expect(parseKeepNew(structuredClone(setting))).toEqual(setting);
    expect(parseKeepNew(undefined)).toBeNull();
    expect(parseKeepNew({ ...setting, since: 'yesterday' })).toBeNull();
    expect(parseKeepNew({ ...setting, known: [1] })).toBeNull();
    expect(parseKeepNew({ on: true })).toBeNull();
  });
});

describe('"Last refreshed" on /offline', () => {
  const ago = (ms: number) => lastRefreshedLine(new Date(NOW.getTime() - ms), NOW);
  it('says when, in words', () => {
    expect(ago(20_000)).toBe('Last refreshed just now.');
    expect(ago(5 * 60_000)).toBe('Last refreshed 5 minutes ago.');
    expect(ago(2 * 60 * 60_000 + 59_000)).toBe('Last refreshed 2 hours ago.');
    expect(ago(DAY + 3600_000)).toBe('Last refreshed yesterday.');
    expect(ago(3 * DAY)).toBe('Last refreshed 3 days ago.');
    expect(lastRefreshedLine(null, NOW)).toBe(
      'Not refreshed yet: it will be once this device is online.',
    );
  });
});
