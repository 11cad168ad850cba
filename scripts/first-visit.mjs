#!/usr/bin/env node
// A first visit, whole: what the browser fetches for a page of a site, in three stages.
//   loaded    the page's load event and the network quiet after it (Lighthouse's window);
//   settled   once the page has settled (platform/lifecycle/page-settled.ts: 3 s after load, or
//             the first tap, key or scroll): the backend's code, the visit recorded, the session
//             confirmed;
//   offline   the service worker's precache, which keeps the whole site for reading offline.
// Transfer sizes as the server sent them (its encoding), median of the runs, each from cold.
//
//   node scripts/first-visit.mjs [--site URL] [--runs 3] [path ...]
//
// The site defaults to EDGE_SITE_URL (set by `npm run serve:hosting -- <command>`).
import { chromium } from 'playwright-core';
import { DEFAULT_PAGES, chromePath } from './lighthouse.mjs';

/** How long after load the page counts as settled, with the browser's idle time on top. */
const SETTLED_AFTER_MS = 3000 + 2000;
const QUIET_MS = 1000;

function parseArgs(argv) {
  const options = { site: process.env.EDGE_SITE_URL, runs: 3, pages: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--site') options.site = argv[++i];
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else options.pages.push(argv[i]);
  }
  if (options.pages.length === 0) options.pages = DEFAULT_PAGES;
  if (!options.site) throw new Error('no site: pass --site URL or run under serve:hosting');
  return options;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Resolves once no request has started or ended for QUIET_MS (or after `limitMs`). */
function quiet(log, limitMs = 20_000) {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      const last = Math.max(0, ...log.map((entry) => entry.at));
      if (Date.now() - last >= QUIET_MS || Date.now() - started > limitMs) resolve();
      else setTimeout(check, 100);
    };
    setTimeout(check, QUIET_MS);
  });
}

/** One cold visit of `url`: each request with its stage, its kind and its transfer size. */
async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = [];
  let stage = 'loaded';
  context.on('request', (request) => log.push({ request, stage, at: Date.now() }));
  context.on('requestfinished', () => log.push({ at: Date.now() }));
  await page.goto(url, { waitUntil: 'load' });
  await quiet(log);
  stage = 'settled';
  await page.waitForTimeout(SETTLED_AFTER_MS);
  await quiet(log);
  stage = 'offline';
  await page
    .evaluate(() =>
      Promise.race([
        navigator.serviceWorker?.ready,
        new Promise((resolve) => setTimeout(resolve, 15_000)),
      ]),
    )
    .catch(() => {});
  await quiet(log, 60_000);
  const stages = { loaded: empty(), settled: empty(), offline: empty() };
  for (const { request, stage: when } of log) {
    if (!request || request.url().startsWith('data:')) continue;
    // The worker's own fetches are the precache, whenever they start.
    const into = stages[request.serviceWorker() ? 'offline' : when];
    const sizes = await request.sizes().catch(() => null);
    const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    into.requests += 1;
    into.bytes += bytes;
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) into.js += bytes;
  }
  await context.close();
  return stages;
}

function empty() {
  return { requests: 0, bytes: 0, js: 0 };
}

/** Each page's visits, median of `runs`. */
export async function measureFirstVisits({ site, pages = DEFAULT_PAGES, runs = 3 }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = [];
  try {
    for (const path of pages) {
      const visits = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, site + path));
      const figure = (stage, key) => median(visits.map((v) => v[stage][key]));
      results.push({ path, figure });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function printFirstVisits(results, title) {
  console.log(`\n${title}`);
  const row = (...cells) =>
    console.log(cells[0].padEnd(28), ...cells.slice(1).map((cell) => cell.padStart(12)));
  row('page', 'loaded JS', 'requests', 'settled +JS', '+requests', 'precache', '+requests');
  for (const { path, figure } of results) {
    row(
      path,
      kb(figure('loaded', 'js')),
      String(figure('loaded', 'requests')),
      kb(figure('settled', 'js')),
      String(figure('settled', 'requests')),
      kb(figure('offline', 'bytes')),
      String(figure('offline', 'requests')),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2));
  printFirstVisits(
    await measureFirstVisits(options),
    `A first visit, whole (transfer sizes, median of ${options.runs} cold visits): ${options.site}`,
  );
}
