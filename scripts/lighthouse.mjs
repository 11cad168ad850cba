#!/usr/bin/env node
// Lighthouse mobile (its default: a Moto G Power's screen, simulated slow 4G, 4x CPU slowdown)
// on a site's pages, each run from a cold cache, printing the median of the runs with their
// spread: performance, FCP, LCP, TBT, CLS, bytes, requests and JavaScript (transfer sizes).
//
//   node scripts/lighthouse.mjs [--site URL] [--runs 3] [--label text] [path ...]
//
// The site defaults to EDGE_SITE_URL (set by `npm run serve:hosting -- <command>`). Each
// report's JSON is kept in bench-results/lighthouse/. Chromium: CHROMIUM_PATH, CHROME_PATH or
// /usr/bin/chromium, headless, without the sandbox (these machines run tests as root).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = resolve(import.meta.dirname, '..');
export const DEFAULT_PAGES = ['/', '/essays/the-edge-dilemma', '/prompts/edge-co-pilots'];

function parseArgs(argv) {
  const options = { site: process.env.EDGE_SITE_URL, runs: 3, label: '', pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--site') options.site = argv[++i];
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--label') options.label = argv[++i];
    else options.pages.push(arg);
  }
  if (options.pages.length === 0) options.pages = DEFAULT_PAGES;
  if (!options.site) throw new Error('no site: pass --site URL or run under serve:hosting');
  return options;
}

/** The Chromium to drive: CHROMIUM_PATH, CHROME_PATH or Debian's. */
export const chromePath = [
  process.env.CHROMIUM_PATH,
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
].find((path) => path && existsSync(path));

/** The figures of one report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const of = (type) => summary.find((row) => row.resourceType === type) ?? {};
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests: of('total').requestCount ?? NaN,
    js: of('script').transferSize ?? NaN,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const FORMAT = {
  performance: (v) => String(v),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  bytes: (v) => `${(v / 1024).toFixed(0)} KB`,
  requests: (v) => String(v),
  js: (v) => `${(v / 1024).toFixed(0)} KB`,
};
const COLUMNS = Object.keys(FORMAT);

/** "median (min–max)" of one figure over the runs. */
function cell(runs, key) {
  const values = runs.map((run) => run[key]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const text = FORMAT[key](median(values));
  return low === high ? text : `${text} (${FORMAT[key](low)}–${FORMAT[key](high)})`;
}

/** One Lighthouse run of `url` in a Chromium of its own (a cold profile each time). */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return answer;
  } finally {
    await chrome.kill();
  }
}

/** Runs Lighthouse `runs` times on each page; returns { path: figures[] }. */
export async function measureSite({ site, pages = DEFAULT_PAGES, runs = 3, label = '' }) {
  const outDir = resolve(ROOT, 'bench-results/lighthouse');
  mkdirSync(outDir, { recursive: true });
  const results = {};
  for (const path of pages) {
    results[path] = [];
    for (let run = 0; run < runs; run++) {
      const url = new URL(path, site).toString();
      // Lighthouse asks for a run again when its trace missed the navigation (NO_NAVSTART,
      // seen now and then on a busy machine, twice in a row once): two more tries before
      // giving up.
      let answer = await runOnce(url);
      for (let retry = 0; retry < 2 && answer.lhr.runtimeError; retry++) {
        console.error(`${path}: ${answer.lhr.runtimeError.code}, running it again`);
        answer = await runOnce(url);
      }
      const lhr = answer.lhr;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      const name = `${label || 'site'}-${path.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`;
      writeFileSync(resolve(outDir, name.replace(/[^\w.-]+/g, '_')), answer.report);
      results[path].push(figures(lhr));
    }
  }
  return results;
}

/** Prints one row per page: each figure's median and its spread over the runs. */
export function printResults(results, title) {
  console.log(`\n${title}`);
  const widths = [28, 14, 24, 24, 26, 22, 20, 14, 18];
  const row = (cells) =>
    console.log(
      cells
        .map((c, i) => String(c).padEnd(widths[i] ?? 12))
        .join(' ')
        .trimEnd(),
    );
  row(['page', ...COLUMNS.map((c) => (c === 'js' ? 'JS' : c))]);
  for (const [path, runs] of Object.entries(results)) {
    row([path, ...COLUMNS.map((key) => cell(runs, key))]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2));
  const results = await measureSite(options);
  printResults(
    results,
    `Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${options.runs} cold loads ` +
      `(spread): ${options.label || options.site}`,
  );
}
