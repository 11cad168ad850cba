import { describe, expect, it } from 'vitest';
import { parseCommitLog, writeRates } from './write-rates.mjs';

const DOCS = 'projects/p/databases/(default)/documents';

describe('writeRates', () => {
  it('finds the busiest document, its busiest second and its busiest 10 s average', () => {
    const commits = [
      // analytics_totals/all: 3 writes a second for 10 s, then 6 in one second.
      ...Array.from({ length: 30 }, (_, i) => ({
        t: 1_000_000 + Math.floor(i / 3) * 1000 + (i % 3),
        docs: [`${DOCS}/analytics_totals/all`, `${DOCS}/analytics_markers/m${i}`],
      })),
      ...Array.from({ length: 6 }, (_, i) => ({
        t: 1_020_000 + i,
        docs: [`${DOCS}/analytics_totals/all`],
      })),
    ];
    const [busiest, next] = writeRates(commits);
    expect(busiest).toEqual({
      path: 'analytics_totals/all',
      writes: 36,
      peak: 6,
      windowAverage: 3,
    });
    expect(next).toMatchObject({ writes: 1, peak: 1, windowAverage: 0.1 });
  });

  it('counts a document once per commit however often the commit names it', () => {
    const [rate] = writeRates([{ t: 0, docs: [`${DOCS}/a/b`, `${DOCS}/a/b`] }]);
    expect(rate).toMatchObject({ path: 'a/b', writes: 1 });
  });

  it('reads a log with a torn last line', () => {
    expect(parseCommitLog('{"t":1,"docs":["x"]}\n{"t":2,"do')).toEqual([{ t: 1, docs: ['x'] }]);
  });
});
