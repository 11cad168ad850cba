import { describe, expect, it } from 'vitest';
import { findQueries } from '../../scripts/lib/query-recorder.mjs';
import {
  describeNeed,
  indexNeeds,
  missingIndex,
  type IndexFile,
  type StructuredQuery,
} from './index-rules.ts';
import { sitesIn } from './query-sites.ts';
import { siteOf } from './site-recorder.ts';

const field = (fieldPath: string, op = 'EQUAL') => ({ fieldFilter: { field: { fieldPath }, op } });
const and = (...filters: object[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: object[]) => ({ compositeFilter: { op: 'OR', filters } });
const order = (fieldPath: string, direction = 'ASCENDING') => ({
  field: { fieldPath },
  direction,
});
const on = (collectionId: string, rest: Omit<StructuredQuery, 'from'> = {}): StructuredQuery => ({
  from: [{ collectionId }],
  ...rest,
});

const FILE: IndexFile = {
  indexes: [
    {
      collectionGroup: 'essays',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'publishedAt', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [{ collectionGroup: 'essays', fieldPath: 'content', indexes: [] }],
};

/** What the query lacks in FILE, one entry per disjunct (null when served). */
const lacks = (query: StructuredQuery, aggregations = []) =>
  indexNeeds(query, aggregations).map((need) => missingIndex(FILE, need));

describe('which queries need a composite index', () => {
  it('serves equality filters alone from single-field indexes, merged', () => {
    expect(lacks(on('subscribers', { where: and(field('email'), field('source')) }))).toEqual([
      null,
    ]);
  });

  it('serves one ordered field alone, either way, and the document id order', () => {
    expect(lacks(on('essays', { orderBy: [order('createdAt', 'DESCENDING')] }))).toEqual([null]);
    expect(lacks(on('essays', { where: field('slug'), orderBy: [order('__name__')] }))).toEqual([
      null,
    ]);
  });

  it('asks for a composite index for equality plus an order, and finds it', () => {
    const published = { where: field('status'), orderBy: [order('publishedAt', 'DESCENDING')] };
    expect(lacks(on('essays', published))).toEqual([null]);
    expect(lacks(on('articles', published))[0]).toContain(
      '{"collectionGroup":"articles","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"publishedAt","order":"DESCENDING"}]}',
    );
  });

  it('refuses an index whose direction differs from the query', () => {
    const ascending = { where: field('status'), orderBy: [order('publishedAt')] };
    expect(lacks(on('essays', ascending))[0]).toMatch(/publishedAt","order":"ASCENDING/);
  });

  it('orders an inequality field after the explicit orders', () => {
    const [need] = indexNeeds(
      on('subscribers', {
        where: and(field('status'), field('createdAt', 'GREATER_THAN')),
      }),
    );
    expect(describeNeed(need!)).toBe('subscribers: status == · createdAt asc');
    expect(missingIndex(FILE, need!)).not.toBeNull();
  });

  it('treats in as equality and not-in as an inequality', () => {
    expect(describeNeed(indexNeeds(on('x', { where: field('a', 'IN') }))[0]!)).toBe('x: a ==');
    expect(describeNeed(indexNeeds(on('x', { where: field('a', 'NOT_IN') }))[0]!)).toBe('x: a asc');
  });

  it('checks each side of an OR as its own query', () => {
    const needs = indexNeeds(
      on('essays', {
        where: or(field('status'), field('featured')),
        orderBy: [order('publishedAt', 'DESCENDING')],
      }),
    );
    expect(needs.map(describeNeed)).toEqual([
      'essays: status == · publishedAt desc',
      'essays: featured == · publishedAt desc',
    ]);
    expect(needs.map((need) => missingIndex(FILE, need) === null)).toEqual([true, false]);
  });

  it('asks for an array-contains field with its CONTAINS config', () => {
    const [missing] = lacks(
      on('essays', { where: field('tags', 'ARRAY_CONTAINS'), orderBy: [order('publishedAt')] }),
    );
    expect(missing).toContain('{"fieldPath":"tags","arrayConfig":"CONTAINS"}');
  });

  it('reads a summed field as part of the index an aggregation scans', () => {
    const query = on('page_views', { where: field('pagePath') });
    expect(
      indexNeeds(query, [{ sum: { field: { fieldPath: 'seconds' } } }]).map(describeNeed),
    ).toEqual(['page_views: pagePath == · seconds asc']);
  });

  it('finds a field whose single-field index an override removed', () => {
    expect(lacks(on('essays', { where: field('content') }))[0]).toMatch(
      /single-field index on essays\.content/,
    );
  });

  it('finds a collection-group query without its group-scope index', () => {
    const group: StructuredQuery = {
      from: [{ collectionId: 'comments', allDescendants: true }],
      orderBy: [order('createdAt')],
    };
    expect(lacks(group)[0]).toMatch(/COLLECTION_GROUP single-field index on comments\.createdAt/);
  });
});

describe('what the proxy reads from a request', () => {
  it('finds queries of runQuery, aggregations and listen targets', () => {
    const query = on('essays');
    expect(findQueries({ structuredQuery: query })).toEqual([
      { structuredQuery: query, aggregations: [] },
    ]);
    const aggregations = [{ alias: 'n', count: {} }];
    expect(
      findQueries({ structuredAggregationQuery: { structuredQuery: query, aggregations } }),
    ).toEqual([{ structuredQuery: query, aggregations }]);
    expect(findQueries([{ addTarget: { query: { structuredQuery: query } } }])).toHaveLength(1);
  });
});

describe('where queries are built', () => {
  it('finds builder calls, methods, renamed imports and builders passed on as values', () => {
    const text = [
      "import { where as w, orderBy, collection } from 'firebase/firestore/lite';",
      "const a = query(collection(db, 'x'), w('a', '==', 1));",
      'const b = db.collection("x")',
      "  .where('b', '==', 2);",
      'const c = [orderBy];',
      "const d = { where: 1, orderBy: 'x' };",
    ].join('\n');
    expect(sitesIn('f.ts', text).map((s) => [s.line, s.endLine, s.text])).toEqual([
      [2, 2, "w('a', '==', 1)"],
      [4, 4, "db.collection(\"x\") .where('b', '==', 2)"],
      [5, 5, 'orderBy'],
    ]);
  });

  it('takes the first stack frame inside the adapter or the functions as the site', () => {
    const root = process.cwd();
    const stack = [
      'Error',
      `    at recordSite (${root}/tests/indexes/site-recorder.ts:30:3)`,
      `    at where (${root}/node_modules/firebase/firestore.js:10:1)`,
      `    at bySlug (file://${root}/src/backend/firebase/content.ts:38:5)`,
    ].join('\n');
    expect(siteOf(stack)).toEqual({ file: 'src/backend/firebase/content.ts', line: 38 });
  });
});
