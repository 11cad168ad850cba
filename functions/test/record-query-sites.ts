// The Admin SDK's query builders note where they were called while the suite records queries
// (tests/indexes/site-recorder.ts): the handlers run in this process, so the stack names the
// function's own source line.
import { Filter, Firestore, Query } from 'firebase-admin/firestore';
import { recordSite } from '../../tests/indexes/site-recorder.ts';

type Method = (this: unknown, ...args: unknown[]) => unknown;

const WRAPPED = Symbol.for('edge.recordQuerySites');

/** Wraps Query#where, Query#orderBy, Firestore#collectionGroup and Filter.where. */
export function recordQuerySites(): void {
  if (!process.env.EDGE_QUERY_RECORD) return;
  const owners: [object, string][] = [
    [Query.prototype, 'where'],
    [Query.prototype, 'orderBy'],
    [Firestore.prototype, 'collectionGroup'],
    [Filter, 'where'],
  ];
  for (const [owner, name] of owners) {
    const methods = owner as Record<string, Method>;
    const original = methods[name]!;
    // Each test file runs this setup; the SDK module may be shared between them.
    if (WRAPPED in original) continue;
    methods[name] = Object.assign(
      function (this: unknown, ...args: unknown[]) {
        recordSite();
        return original.apply(this, args);
      },
      { [WRAPPED]: true },
    );
  }
}
