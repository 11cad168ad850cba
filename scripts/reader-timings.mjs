#!/usr/bin/env node
// What a reader of a piece waits for, on a site (issue 26), in system Chromium:
//   offline open      a saved essay opened with the network gone: navigation to its text on
//                     screen, median of 10 with min and max;
//   repeat visit      the same essay opened again online: navigation to its text on screen;
//   kept              of N pieces opened (20 by default), how many open offline when the network
//                     goes 1 s after their text shows: on a device the site's worker is on (a
//                     reader who has been before), and on a first visit;
//   first tap         the INP of the first tap 1 s after the load event (the header's Menu on a
//                     phone), 4x CPU slowdown, median of 5 with min and max.
// "Text on screen": the first frame in which the piece's title is in the page and painted (the
// first contentful paint, or the frame it appeared in when the app drew it later).
//
//   node scripts/reader-timings.mjs [--site URL] [--label text] [--opens 20] [--runs 10]
//
// The site defaults to EDGE_SITE_URL (set by `npm run serve:hosting -- <command>`).
import { chromium } from 'playwright-core';
import { chromePath } from './lighthouse.mjs';

const ESSAY = '/essays/the-edge-dilemma';
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, hasTouch: true };

function parseArgs(argv) {
  const options = { site: process.env.EDGE_SITE_URL, label: '', opens: 20, runs: 10 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--site') options.site = argv[++i];
    else if (argv[i] === '--label') options.label = argv[++i];
    else if (argv[i] === '--opens') options.opens = Number(argv[++i]);
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
  }
  if (!options.site) throw new Error('no site: pass --site URL or run under serve:hosting');
  return options;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) =>
  `${Math.round(median(xs))} ms (${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))})`;

/** Notes, in the page, when the piece's title is first on screen (see the header). */
function noteTextShown() {
  const frame = () => {
    if (!document.querySelector('article h1')) return requestAnimationFrame(frame);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    window.__textShownAt = Math.max(fcp, performance.now());
  };
  requestAnimationFrame(frame);
}

/** Opens `url` in `page` and resolves the time from navigation to its text on screen. */
async function timeToText(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof window.__textShownAt === 'number', null, {
    timeout: 15_000,
  });
  return page.evaluate(() => window.__textShownAt);
}

/** A context on a phone's screen, with the site's worker (not yet there). */
async function newPhone(browser) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(noteTextShown);
  return context;
}

/** Waits for the site's worker to control `page`. */
const controlled = (page) =>
  page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
    timeout: 30_000,
  });

/** Forgets the pieces this device has read (so none is behind the free-view gate). */
const forgetViews = (page) =>
  page.evaluate(async () => {
    localStorage.removeItem('edge_content_views');
    await caches.delete('edge-device');
  });

/** The site's published pieces (its sitemap): essays, dispatches and prompts, `count` of them. */
async function pieces(site, count) {
  const sitemap = await (await fetch(new URL('/sitemap.xml', site))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((path) => /^\/(essays|dispatches|prompts\/detail)\//.test(path));
  return paths.slice(0, count);
}

/** Whether `path` opens offline with its text (not "Not available offline yet"). */
async function opensOffline(page, site, path) {
  try {
    await page.goto(new URL(path, site).href, { waitUntil: 'commit', timeout: 5000 });
    await page.locator('article h1').first().waitFor({ timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/** Of `paths`, how many open offline when the network goes 1 s after their text shows. */
async function keptShare(browser, site, paths, { returning }) {
  let kept = 0;
  let context = null;
  let page = null;
  for (const path of paths) {
    if (!returning || !context) {
      await context?.close();
      context = await newPhone(browser);
      page = await context.newPage();
      if (returning) {
        await page.goto(new URL('/', site).href);
        await controlled(page);
      }
    }
    await forgetViews(page).catch(() => {});
    await timeToText(page, new URL(path, site).href);
    await page.waitForTimeout(1000);
    await context.setOffline(true);
    if (await opensOffline(page, site, path)) kept++;
    await context.setOffline(false);
  }
  await context?.close();
  return kept;
}

/** Navigation to text, `runs` times, for the essay: offline, then online, once it is saved. */
async function openTimes(browser, site, runs) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await page.goto(new URL('/', site).href);
  await controlled(page);
  const url = new URL(ESSAY, site).href;
  await timeToText(page, url);
  // Saved: by the worker as the page passed, else by the page once it has settled.
  await page.waitForTimeout(5000);
  const online = [];
  for (let i = 0; i < runs; i++) online.push(await timeToText(page, url));
  await context.setOffline(true);
  const offline = [];
  for (let i = 0; i < runs; i++) offline.push(await timeToText(page, url));
  await context.close();
  return { online, offline };
}

/** The INP of a tap on the header's Menu 1 s after the load event, at 4x CPU slowdown. */
async function firstTap(browser, site) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const longest = window.__interactions.get(entry.interactionId) ?? 0;
        window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(new URL(ESSAY, site).href, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.waitForTimeout(1500);
  const inp = await page.evaluate(() => Math.max(0, ...window.__interactions.values()));
  await context.close();
  return inp;
}

/** Measures the site; returns the figures and prints them under `label`. */
export async function measureReader({ site, label = '', opens = 20, runs = 10 }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const paths = await pieces(site, opens);
    const { online, offline } = await openTimes(browser, site, runs);
    const returning = await keptShare(browser, site, paths, { returning: true });
    const first = await keptShare(browser, site, paths, { returning: false });
    const taps = [];
    for (let i = 0; i < 5; i++) taps.push(await firstTap(browser, site));
    const lines = [
      `saved essay opened offline, navigation to text: ${spread(offline)}, median of ${runs}`,
      `online repeat visit, navigation to text: ${spread(online)}, median of ${runs}`,
      `kept when the network goes 1 s after the text shows: ${returning} of ${paths.length} ` +
        `(a device the worker is on), ${first} of ${paths.length} (first visits)`,
      `first tap 1 s after load (Menu, phone, 4x CPU): INP ${spread(taps)}, median of 5`,
    ];
    console.log(`\nThe reader's page: ${label || site}`);
    for (const line of lines) console.log(`  ${line}`);
    return { online, offline, returning, first, taps };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureReader(parseArgs(process.argv.slice(2)));
}
