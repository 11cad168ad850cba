import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeNeed, missingIndex, type IndexFile, type IndexNeed } from './index-rules.ts';
import { ROOT } from './query-sites.ts';
import {
  plannedIndexes,
  RECORDING_SUITES,
  recordedNeeds,
  suitesWithQueries,
  type PlannedIndex,
} from './recordings.ts';

// Every query the emulator suites sent (the web adapter from the contract and Firebase browser
// suites, the functions from theirs and from the Functions emulator), as the Firestore proxy
// recorded it, held against firestore.indexes.json. Production refuses a query without its
// index; the emulator answers it, so this is where a missing one shows.

const indexFile = JSON.parse(
  readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8'),
) as IndexFile;
const recorded = recordedNeeds();

describe('the queries the emulator suites sent', () => {
  it('were recorded by every suite that runs the adapter or the functions', () => {
    expect(
      suitesWithQueries(),
      'run `npm run test:contract` and `npm run test:functions` first (npm test does)',
    ).toEqual(expect.arrayContaining(RECORDING_SUITES));
  });

  for (const { need, suites } of recorded) {
    it(`${describeNeed(need)} has its index (sent in ${suites.join(', ')})`, () => {
      const missing = missingIndex(indexFile, need);
      expect(missing, missing ? `production would refuse this query: add ${missing}` : '').toBe(
        null,
      );
    });
  }
});

describe('an index taken out of firestore.indexes.json', () => {
  // The public lists' indexes, which the contract suite's queries always need.
  it.each(['essays', 'articles', 'resources'])('is noticed: the %s list index', (group) => {
    const index = indexFile.indexes.find(
      (i) => i.collectionGroup === group && i.fields[0]?.fieldPath === 'status',
    );
    expect(index, `firestore.indexes.json has no ${group} status index`).toBeDefined();
    const without = { ...indexFile, indexes: indexFile.indexes.filter((i) => i !== index) };
    const refused = recorded
      .filter(({ need }) => missingIndex(without, need) !== null)
      .map(({ need }) => describeNeed(need));
    expect(refused).toContainEqual(expect.stringMatching(new RegExp(`^${group}: status ==`)));
  });
});

/** Whether a recorded need accounts for an index the emulator planned: same fields, same tail. */
function explains(need: IndexNeed, planned: PlannedIndex): boolean {
  const fields = planned.fields.filter((f) => f.fieldPath !== '__name__');
  const head = fields.slice(0, fields.length - need.ordered.length);
  const tail = fields.slice(fields.length - need.ordered.length);
  return (
    need.collectionGroup === planned.collectionGroup &&
    need.queryScope === planned.queryScope &&
    fields.length === need.equality.length + need.arrayContains.length + need.ordered.length &&
    head.every((f) => [...need.equality, ...need.arrayContains].includes(f.fieldPath)) &&
    tail.every(
      (f, i) => f.fieldPath === need.ordered[i]!.fieldPath && f.order === need.ordered[i]!.order,
    )
  );
}

describe("the emulator's own query planner", () => {
  // The Cloud SDK emulator reports the composite index it planned each query on; every one must
  // be a query the recorder saw, or some client reached Firestore around it unchecked.
  for (const planned of plannedIndexes()) {
    const fields = planned.fields.map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig}`);
    it(`planned ${planned.collectionGroup} (${fields.join(', ')}) for a recorded query (${planned.suite})`, () => {
      expect(recorded.some(({ need }) => explains(need, planned))).toBe(true);
    });
  }
});
