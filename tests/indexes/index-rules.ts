// Which index a Firestore query needs, and whether firestore.indexes.json has it. The emulator
// answers every query without one; production refuses it with FAILED_PRECONDITION. The rules
// follow Firestore's documentation on index types: single-field indexes (made automatically for
// each field at collection scope, unless a field override replaces them) serve a query with
// equality filters only (merged) or with one ordered field and no filter; anything else needs a
// composite index listing the equality fields, then the ordered fields in the query's order and
// directions. Where Firestore could merge several composite indexes, this asks for the one index
// its error message would name: stricter, never looser.

/** A query as the wire carries it (REST JSON, or gRPC decoded to the same shape). */
export interface StructuredQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: { field?: { fieldPath?: string }; direction?: string }[];
}

interface Filter {
  fieldFilter?: { field?: { fieldPath?: string }; op?: string };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string };
  compositeFilter?: { op?: string; filters?: Filter[] };
}

/** An aggregation of a query (count needs nothing more; sum and avg read their field's index). */
export interface Aggregation {
  sum?: { field?: { fieldPath?: string } };
  avg?: { field?: { fieldPath?: string } };
}

export type Order = 'ASCENDING' | 'DESCENDING';
export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';

/** One field of an index, as firestore.indexes.json writes it. */
export interface IndexField {
  fieldPath: string;
  order?: Order;
  arrayConfig?: 'CONTAINS';
}

/** What one conjunction of a query asks of the indexes. */
export interface IndexNeed {
  collectionGroup: string;
  queryScope: Scope;
  /** Fields under equality filters (==, in, is null): any order among themselves. */
  equality: string[];
  /** The field under array-contains(-any), if any. */
  arrayContains: string[];
  /** Ordered fields after the equality ones: explicit orderBy, then inequality fields. */
  ordered: { fieldPath: string; order: Order }[];
}

const EQUALITY = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

type Term = { fieldPath: string; op: string };

/** The filters as OR of ANDs (Firestore runs each disjunct as its own query). */
function disjuncts(filter: Filter | undefined): Term[][] {
  if (!filter) return [[]];
  const single = filter.fieldFilter ?? filter.unaryFilter;
  if (single) return [[{ fieldPath: single.field?.fieldPath ?? '', op: single.op ?? '' }]];
  const parts = (filter.compositeFilter?.filters ?? []).map(disjuncts);
  if (filter.compositeFilter?.op === 'OR') return parts.flat();
  // AND: every combination of one disjunct from each part.
  return parts.reduce<Term[][]>(
    (acc, part) => acc.flatMap((left) => part.map((right) => [...left, ...right])),
    [[]],
  );
}

/** What each disjunct of a query needs from the indexes. */
export function indexNeeds(query: StructuredQuery, aggregations: Aggregation[] = []): IndexNeed[] {
  const from = query.from?.[0] ?? {};
  const base = {
    collectionGroup: from.collectionId ?? '',
    queryScope: (from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION') as Scope,
  };
  return disjuncts(query.where).map((terms) => {
    const equality = unique(terms.filter((t) => EQUALITY.has(t.op)).map((t) => t.fieldPath));
    const arrayContains = unique(terms.filter((t) => ARRAY.has(t.op)).map((t) => t.fieldPath));
    const inequality = unique(
      terms.filter((t) => !EQUALITY.has(t.op) && !ARRAY.has(t.op)).map((t) => t.fieldPath),
    );
    const ordered: IndexNeed['ordered'] = [];
    const add = (fieldPath: string, order: Order) => {
      if (fieldPath === '__name__' || equality.includes(fieldPath)) return;
      if (!ordered.some((o) => o.fieldPath === fieldPath)) ordered.push({ fieldPath, order });
    };
    for (const o of query.orderBy ?? [])
      add(o.field?.fieldPath ?? '', o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING');
    const last = ordered.at(-1)?.order ?? 'ASCENDING';
    // Inequality fields not ordered explicitly are ordered after, by name (as Firestore does).
    for (const field of [...inequality].sort()) add(field, last);
    for (const a of aggregations) {
      const field = a.sum?.field?.fieldPath ?? a.avg?.field?.fieldPath;
      if (field) add(field, 'ASCENDING');
    }
    return { ...base, equality, arrayContains, ordered };
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** firestore.indexes.json, the parts this check reads. */
export interface IndexFile {
  indexes: { collectionGroup: string; queryScope?: Scope; fields: IndexField[] }[];
  fieldOverrides?: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { order?: Order; arrayConfig?: 'CONTAINS'; queryScope?: Scope }[];
  }[];
}

/** Whether single-field indexes alone serve this need (no composite index required). */
function singleFieldShape(need: IndexNeed): boolean {
  if (need.ordered.length === 0) return true; // equality and array-contains merge
  return need.ordered.length === 1 && need.equality.length + need.arrayContains.length === 0;
}

/** Whether the single-field index a field needs exists (automatic, or kept by an override). */
function hasSingleField(
  file: IndexFile,
  need: IndexNeed,
  fieldPath: string,
  kind: Order | 'CONTAINS' | 'ANY_ORDER',
): boolean {
  const override = file.fieldOverrides?.find(
    (o) => o.collectionGroup === need.collectionGroup && o.fieldPath === fieldPath,
  );
  if (!override) return need.queryScope === 'COLLECTION';
  return override.indexes.some(
    (index) =>
      (index.queryScope ?? 'COLLECTION') === need.queryScope &&
      (kind === 'CONTAINS'
        ? index.arrayConfig === 'CONTAINS'
        : kind === 'ANY_ORDER'
          ? Boolean(index.order)
          : index.order === kind),
  );
}

/** Whether a composite index serves the need: equality fields first, then the ordered ones. */
function compositeServes(fields: IndexField[], need: IndexNeed): boolean {
  const own = fields.filter((f) => f.fieldPath !== '__name__');
  const prefix = need.equality.length + need.arrayContains.length;
  if (own.length !== prefix + need.ordered.length) return false;
  const head = own.slice(0, prefix);
  const headOk =
    need.equality.every((f) => head.some((h) => h.fieldPath === f && h.order)) &&
    need.arrayContains.every((f) => head.some((h) => h.fieldPath === f && h.arrayConfig));
  const tailOk = need.ordered.every(
    (o, i) => own[prefix + i]?.fieldPath === o.fieldPath && own[prefix + i]?.order === o.order,
  );
  return headOk && tailOk;
}

/**
 * What `file` lacks for this need, said as what to add (a composite index as its JSON entry, or
 * a single-field index a field override took away); null when the need is served.
 */
export function missingIndex(file: IndexFile, need: IndexNeed): string | null {
  if (singleFieldShape(need)) {
    const lacking = [
      ...need.equality
        .filter((f) => !hasSingleField(file, need, f, 'ANY_ORDER'))
        .map((f) => `${f} (ASCENDING)`),
      ...need.arrayContains
        .filter((f) => !hasSingleField(file, need, f, 'CONTAINS'))
        .map((f) => `${f} (CONTAINS)`),
      ...need.ordered
        .filter((o) => !hasSingleField(file, need, o.fieldPath, o.order))
        .map((o) => `${o.fieldPath} (${o.order})`),
    ];
    if (lacking.length === 0) return null;
    // One field alone cannot be a composite index: its single-field index must exist.
    if (need.equality.length + need.arrayContains.length + need.ordered.length === 1) {
      return (
        `a ${need.queryScope} single-field index on ${need.collectionGroup}.${lacking.join(', ')}: ` +
        'a fieldOverrides entry in firestore.indexes.json removes or lacks it'
      );
    }
  }
  const found = file.indexes.some(
    (index) =>
      index.collectionGroup === need.collectionGroup &&
      (index.queryScope ?? 'COLLECTION') === need.queryScope &&
      compositeServes(index.fields, need),
  );
  if (found) return null;
  const entry = {
    collectionGroup: need.collectionGroup,
    queryScope: need.queryScope,
    fields: [
      ...need.equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      ...need.arrayContains.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' })),
      ...need.ordered,
    ],
  };
  return `the composite index ${JSON.stringify(entry)} in firestore.indexes.json`;
}

/** A query in one line, for test names and messages: `essays: status == · publishedAt desc`. */
export function describeNeed(need: IndexNeed): string {
  const parts = [
    ...need.equality.map((f) => `${f} ==`),
    ...need.arrayContains.map((f) => `${f} contains`),
    ...need.ordered.map((o) => `${o.fieldPath} ${o.order === 'DESCENDING' ? 'desc' : 'asc'}`),
  ];
  const scope = need.queryScope === 'COLLECTION_GROUP' ? ' (group)' : '';
  return `${need.collectionGroup}${scope}: ${parts.join(' · ') || 'all'}`;
}
