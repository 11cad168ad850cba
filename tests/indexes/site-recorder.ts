// Notes where in the code a query builder ran, while an emulator suite runs with recording on
// (scripts/emulators-exec.mjs --record-queries <name> sets EDGE_QUERY_RECORD): the first stack
// frame inside the query roots is the site. tests/indexes/query-sites.test.ts then asks that
// every site the sources hold was seen, so a query no test runs cannot go unchecked.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const ROOTS = ['src/backend/firebase/', 'functions/src/'];
const FRAME = /\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?$/;

/** Where the suites' sightings go: test-results/query-sites/<suite>-<pid>.jsonl. */
export const SITES_DIR = join(ROOT, 'test-results', 'query-sites');

const seen = new Set<string>();

/** The file (from the project root) and line of the first stack frame in the query roots. */
export function siteOf(stack: string): { file: string; line: number } | null {
  for (const frame of stack.split('\n').slice(1)) {
    const match = FRAME.exec(frame.trim());
    if (!match) continue;
    const file = relative(ROOT, match[1]!.replace(/^file:\/\//, ''))
      .split(sep)
      .join('/');
    if (file.includes('node_modules') || /\.test\.tsx?$/.test(file)) continue;
    if (ROOTS.some((root) => file.startsWith(root))) return { file, line: Number(match[2]) };
  }
  return null;
}

/** Records the caller's site, once per site, when recording is on. */
export function recordSite(): void {
  const suite = process.env.EDGE_QUERY_RECORD;
  if (!suite) return;
  const site = siteOf(new Error().stack ?? '');
  if (!site) return;
  const line = JSON.stringify(site);
  if (seen.has(line)) return;
  seen.add(line);
  mkdirSync(SITES_DIR, { recursive: true });
  appendFileSync(join(SITES_DIR, `${suite}-${process.pid}.jsonl`), `${line}\n`);
}

/** Wraps a builder function so each call records its site first. */
export function recorded<A extends unknown[], R>(builder: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    recordSite();
    return builder(...args);
  };
}
