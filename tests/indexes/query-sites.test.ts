import { describe, expect, it } from 'vitest';
import { querySites, type QuerySite } from './query-sites.ts';
import { sitesSeen } from './recordings.ts';

// The recorded queries are only those some test ran. So every place in the web adapter and the
// functions that builds a query (where, orderBy, collectionGroup, found by reading the sources)
// must have run while the contract suite (web adapter) or the functions suite recorded: a new
// query without a test fails here, named by file and line, instead of escaping the index check.

const sites = querySites();
const seen = sitesSeen();

const ran = (site: QuerySite) =>
  seen.some((hit) => hit.file === site.file && hit.line >= site.line && hit.line <= site.endLine);

describe('every query built in the code', () => {
  it('was seen being built by the recording suites', () => {
    const suites = new Set(seen.map((hit) => hit.suite));
    expect(
      [...suites],
      'run `npm run test:contract` and `npm run test:functions` first (npm test does)',
    ).toEqual(expect.arrayContaining(['contract', 'functions']));
  });

  for (const site of sites) {
    it(`${site.file}:${site.line} ${site.text} ran under test`, () => {
      expect(
        ran(site),
        'no recorded test run built this query, so its index is unchecked: cover it in the ' +
          'contract suite (src/backend/contract/) or the functions suite (functions/src/*.test.ts)',
      ).toBe(true);
    });
  }
});
