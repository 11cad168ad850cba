/** A query found in a request body, with the aggregations asked of it. */
export interface FoundQuery {
  structuredQuery: object;
  aggregations: object[];
}

/** Every query in a decoded request body (runQuery, aggregations, listen targets). */
export function findQueries(value: unknown, found?: FoundQuery[]): FoundQuery[];

/** Starts the recording proxy in front of the emulator at `target`. */
export function startQueryRecorder(options: {
  target: { host: string; port: number };
  port: number;
  /** Where query shapes go (none: not recorded). */
  logFile?: string;
  /** Where accepted commits go, one `{ t, docs }` line each (none: not recorded). */
  writeLog?: string;
}): Promise<{ port: number; close(): Promise<void> }>;

/** The document names a list of v1 `Write`s changes. */
export function writtenDocuments(writes?: object[]): string[];
