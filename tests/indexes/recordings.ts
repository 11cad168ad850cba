// What the emulator suites recorded in this checkout's test-results/: the queries the Firestore
// proxy forwarded (queries/<suite>.jsonl) and the code sites that built them
// (query-sites/<suite>-<pid>.jsonl).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  indexNeeds,
  type Aggregation,
  type IndexNeed,
  type StructuredQuery,
} from './index-rules.ts';
import { ROOT } from './query-sites.ts';
import { SITES_DIR } from './site-recorder.ts';

const QUERIES_DIR = join(ROOT, 'test-results', 'queries');

/** The suites that must have recorded before the check means anything. */
export const RECORDING_SUITES = ['contract', 'functions'];

function jsonLines(file: string): unknown[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown);
}

function jsonlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.jsonl')) : [];
}

/** Each distinct index need of the recorded queries, with the suites that sent it. */
export function recordedNeeds(): { need: IndexNeed; suites: string[] }[] {
  const byKey = new Map<string, { need: IndexNeed; suites: string[] }>();
  for (const name of jsonlFiles(QUERIES_DIR)) {
    const suite = name.replace(/\.jsonl$/, '');
    for (const entry of jsonLines(join(QUERIES_DIR, name))) {
      const { structuredQuery, aggregations } = entry as {
        structuredQuery: StructuredQuery;
        aggregations?: Aggregation[];
      };
      for (const need of indexNeeds(structuredQuery, aggregations)) {
        const key = JSON.stringify(need);
        const known = byKey.get(key) ?? { need, suites: [] };
        if (!known.suites.includes(suite)) known.suites.push(suite);
        byKey.set(key, known);
      }
    }
  }
  return [...byKey.values()];
}

/** The suites that left a query recording. */
export function suitesWithQueries(): string[] {
  return jsonlFiles(QUERIES_DIR).map((name) => name.replace(/\.jsonl$/, ''));
}

/** Every code site a recording suite saw run (file and line), with the suites that saw it. */
export function sitesSeen(): { file: string; line: number; suite: string }[] {
  return jsonlFiles(SITES_DIR).flatMap((name) => {
    const suite = name.replace(/-\d+\.jsonl$/, '');
    return jsonLines(join(SITES_DIR, name)).map((hit) => ({
      ...(hit as { file: string; line: number }),
      suite,
    }));
  });
}

/** One composite index the emulator's query planner chose, with the suite it ran in. */
export interface PlannedIndex {
  suite: string;
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

/**
 * The emulator's own report of the composite indexes it planned queries on
 * (queries/<suite>.index-usage.json, saved by scripts/emulators-exec.mjs).
 */
export function plannedIndexes(): PlannedIndex[] {
  if (!existsSync(QUERIES_DIR)) return [];
  return readdirSync(QUERIES_DIR)
    .filter((name) => name.endsWith('.index-usage.json'))
    .flatMap((name) => {
      const suite = name.replace(/\.index-usage\.json$/, '');
      const { reports = [] } = JSON.parse(readFileSync(join(QUERIES_DIR, name), 'utf8')) as {
        reports?: { index: Omit<PlannedIndex, 'suite' | 'collectionGroup'> & { name: string } }[];
      };
      return reports.map(({ index }) => ({
        suite,
        collectionGroup: /collectionGroups\/([^/]+)\//.exec(index.name)?.[1] ?? '',
        queryScope: index.queryScope,
        fields: index.fields,
      }));
    });
}
