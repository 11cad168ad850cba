/** One commit the recording proxy logged. */
export interface Commit {
  t: number;
  docs: string[];
}

/** How busy one document was. */
export interface WriteRate {
  path: string;
  writes: number;
  peak: number;
  windowAverage: number;
}

/** The part of a document name after `/documents/`. */
export function documentPath(name: string): string;

/** Per document: writes, the busiest second and the busiest window's average; busiest first. */
export function writeRates(
  commits: readonly Commit[],
  options?: { windowMs?: number },
): WriteRate[];

/** Parses the proxy's log (JSON Lines), skipping a torn last line. */
export function parseCommitLog(text: string): Commit[];
