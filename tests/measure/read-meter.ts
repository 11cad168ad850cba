// Counts what Firestore would bill a client's reads as, from the REST answers Firestore Lite
// gets: one read per document a query or get returns (a missing document too), and for a
// count() one read per 1,000 index entries counted (at least one).

/** Reads billed since the meter started (documents returned, count() units), and the requests. */
export interface ReadMeter {
  documents(): number;
  countReads(): number;
  requests(): string[];
  reset(): void;
  stop(): void;
}

interface RunQueryAnswer {
  document?: unknown;
}
interface AggregationAnswer {
  result?: { aggregateFields?: Record<string, { integerValue?: string }> };
}

/** Wraps fetch to meter the Firestore REST calls made through it. */
export function startReadMeter(): ReadMeter {
  const original = globalThis.fetch;
  let documents = 0;
  let countReads = 0;
  let requests: string[] = [];
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    // The RPC is the path's last part (the API key rides in the query).
    const url = new URL(String(input instanceof Request ? input.url : input)).pathname;
    if (!url.includes('/documents')) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (url.endsWith(':runQuery')) {
      const found = (body as RunQueryAnswer[]).filter((answer) => answer.document).length;
      documents += Math.max(1, found);
      requests.push(`query: ${found} documents`);
    } else if (url.endsWith(':runAggregationQuery')) {
      const fields = (body as AggregationAnswer[])[0]?.result?.aggregateFields ?? {};
      const count = Number(Object.values(fields)[0]?.integerValue ?? 0);
      countReads += Math.max(1, Math.ceil(count / 1000));
      requests.push(`count(): ${count}`);
    } else if (url.endsWith(':batchGet')) {
      const answers = Array.isArray(body) ? body.length : 1;
      documents += answers;
      requests.push(`get: ${answers} documents`);
    }
    return response;
  };
  return {
    documents: () => documents,
    countReads: () => countReads,
    requests: () => requests,
    reset: () => {
      documents = 0;
      countReads = 0;
      requests = [];
    },
    stop: () => {
      globalThis.fetch = original;
    },
  };
}
