#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail.
//
// 1. Lighthouse mobile (simulated slow 4G, 4x CPU; median of 3 cold loads, with the spread) on
//    /, an essay and a category page of the Firebase build served as Hosting serves it
//    (`npm run serve:hosting`: rewrites, the rendering function and the emulators, seeded), then
//    of the demo build served by `vite preview`: performance, FCP, LCP, TBT, CLS, bytes,
//    requests and JavaScript. Then, on the same Firebase site, a first visit whole
//    (scripts/first-visit.mjs): what Lighthouse's window sees, what loads once the page has
//    settled (the backend), and the service worker's precache for reading offline.
// 1b. The reader's page on both builds (scripts/reader-timings.mjs): a saved essay opened offline
//    and on an online repeat visit (navigation to text, median of 10 with min and max), how many
//    of 20 pieces stay readable when the network goes 1 s after their text shows, and the INP of
//    the first tap 1 s after load at 4x CPU.
// 2. For each route, what a first-time visitor downloads (JS and CSS, gzip) and when the page
//    paints, in system Chromium; the service worker's precache, the size of a saved essay and
//    how long it takes to open offline.
// 3. The search (scripts/bench-search.mjs): its index's size and a keystroke at 4x slowdown.
//
//   node scripts/bench.mjs [--no-build] [--runs N] [--lighthouse-only] [--no-lighthouse]
//                          [--reader-only] [--no-reader]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { chromePath, measureSite, printResults } from './lighthouse.mjs';
import { measureReader } from './reader-timings.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const LIGHTHOUSE_RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const readerOnly = args.includes('--reader-only');
const withLighthouse = !args.includes('--no-lighthouse') && !readerOnly;
const withReader = !args.includes('--no-reader');
const lighthouseOnly = args.includes('--lighthouse-only');
const dist = join(root, 'dist');
// The Firebase build is what real visitors get (its reads fail here: no emulator is running,
// which changes no byte of what is downloaded).
const firebaseDist = join(root, 'bench-results', 'dist-firebase');
const build = (outDir, env = {}) => {
  const r = spawnSync(`npx vite build --outDir ${outDir} --emptyOutDir`, {
    cwd: root,
    shell: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) process.exit(1);
};
if (!args.includes('--no-build')) build(dist);

/** How loaded the machine is (its load average over 1, 5 and 15 minutes), for the record. */
const load = () => {
  const [one, five, fifteen] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `load average ${one}, ${five}, ${fifteen} on this machine`;
};

// The Firebase build as Hosting serves it: Lighthouse and the first visit, the reader's page.
const onHosting = [
  ...(withLighthouse
    ? [
        `node scripts/lighthouse.mjs --label firebase --runs ${LIGHTHOUSE_RUNS}`,
        `node scripts/first-visit.mjs --runs ${LIGHTHOUSE_RUNS}`,
      ]
    : []),
  ...(withReader && !lighthouseOnly
    ? ['node scripts/reader-timings.mjs --label "the Firebase build, as Hosting serves it"']
    : []),
];
if (onHosting.length > 0) {
  console.log(`The Firebase build, as Hosting serves it (${load()})`);
  const served = spawnSync(
    `node scripts/serve-hosting.mjs --free-ports -- "${onHosting.join(' && ').replaceAll('"', '\\"')}"`,
    { cwd: root, shell: true, stdio: 'inherit' },
  );
  if (served.status !== 0) console.error('The Firebase build could not be measured (see above).');
}
if (withLighthouse || (withReader && !lighthouseOnly)) {
  const { server, base } = await serve(dist);
  if (withLighthouse) {
    printResults(
      await measureSite({ site: base, runs: LIGHTHOUSE_RUNS, label: 'demo' }),
      `Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${LIGHTHOUSE_RUNS} cold loads ` +
        `(spread): the demo build (vite preview), ${load()}`,
    );
  }
  if (withReader && !lighthouseOnly) {
    await measureReader({ site: base, label: `the demo build (vite preview), ${load()}` });
  }
  await server.close();
}
if (lighthouseOnly || readerOnly) process.exit(0);
build(firebaseDist, { VITE_USE_EMULATORS: '1' });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

const ROUTES = [
  '/',
  '/essays/the-edge-dilemma',
  '/build-an-ai-chief-of-staff',
  '/admin',
  '/this/does/not/exist',
];
const RUNS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Serves `outDir` with `vite preview` on a free port. */
async function serve(outDir) {
  const server = await preview({
    root,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  return { server, base: `http://127.0.0.1:${server.httpServer.address().port}` };
}

/** Serves `outDir` and measures each route's first visit. */
async function measure(label, outDir, routes) {
  const { server, base } = await serve(outDir);
  console.log(
    `\n${label}: first visit, median of ${RUNS} cold loads (gzip -9 of what was fetched)`,
  );
  const row = (...cells) =>
    console.log(cells[0].padEnd(30), ...cells.slice(1).map((c, i) => c.padStart(i ? 9 : 10)));
  row('route', 'JS', 'CSS', 'requests', 'FCP ms', 'ready ms');
  for (const route of routes) {
    const fcp = [];
    const ready = [];
    let js = 0;
    let css = 0;
    let requests = 0;
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const fetched = new Set();
      page.on('request', (r) => fetched.add(new URL(r.url()).pathname));
      const t0 = Date.now();
      await page.goto(base + route);
      await page.waitForFunction(() => document.querySelector('main h1, main h2'), null, {
        timeout: 15_000,
      });
      ready.push(Date.now() - t0);
      await page.waitForLoadState('networkidle');
      fcp.push(
        await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        ),
      );
      js = 0;
      css = 0;
      requests = fetched.size;
      for (const path of fetched) {
        const file = join(outDir, path);
        if (!existsSync(file) || !statSync(file).isFile()) continue;
        if (path.endsWith('.js')) js += gz(file);
        if (path.endsWith('.css')) css += gz(file);
      }
      await context.close();
    }
    row(route, kb(js), kb(css), String(requests), median(fcp).toFixed(0), String(median(ready)));
  }
  await server.close();
}

await measure('Demo backend (npm start, npm test)', dist, ROUTES);
// Under vite preview no function renders pages: each is the shell, drawn by the app, which
// loads the backend at once (as it does for the pages the server does not render).
await measure(
  'Firebase backend, the shell (vite preview: the app draws every page)',
  firebaseDist,
  ['/', '/admin'],
);

const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const entries = [...new Set([...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1]))];
const precacheBytes = entries.reduce((sum, u) => {
  const file = join(dist, u);
  return existsSync(file) ? sum + statSync(file).size : sum;
}, 0);
console.log(`\nService worker precache: ${entries.length} entries, ${kb(precacheBytes)} raw`);

const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const allJs = assets.reduce((sum, f) => sum + gz(join(dist, 'assets', f)), 0);
console.log(`All JS in the build: ${assets.length} files, ${kb(allJs)} gzip`);

/**
 * Offline reading: what one saved essay weighs in the library, and how long it takes to open
 * from the device with the network gone (navigation to its text on screen), median of 10.
 */
async function measureOffline(outDir) {
  const { server, base } = await serve(outDir);
  const context = await browser.newContext();
  const page = await context.newPage();
  const path = '/essays/the-edge-dilemma';
  await page.goto(base + '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.goto(base + path);
  await page.getByRole('button', { name: 'Copy link' }).waitFor();
  // waitForFunction does not await an async predicate (its promise is truthy at once), so the
  // entry is read with evaluate until the library has it.
  const readSaved = () =>
    page.evaluate(async () => {
      // Never creates the database itself (the app saves the first page once it has settled,
      // and must find the database as it made it): not there yet reads as not saved.
      const db = await new Promise((resolve) => {
        const request = indexedDB.open('edge-offline');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
      if (!db) return undefined;
      if (!db.objectStoreNames.contains('pieces')) {
        db.close();
        return undefined;
      }
      const entry = await new Promise((resolve) => {
        const get = db.transaction('pieces').objectStore('pieces').get('essay:the-edge-dilemma');
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => resolve(undefined);
      });
      db.close();
      return entry && { bytes: entry.bytes, json: JSON.stringify(entry).length };
    });
  let saved = await readSaved();
  for (let tries = 0; !saved && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    saved = await readSaved();
  }
  if (!saved) throw new Error('The essay was not saved for offline reading within 20 s');
  const { bytes, json } = saved;
  await context.setOffline(true);
  const times = [];
  for (let i = 0; i < 10; i++) {
    const t0 = Date.now();
    await page.goto(base + path);
    await page.getByText("You're reading the copy saved").waitFor();
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    times.push(Date.now() - t0);
  }
  console.log(
    `\nOffline: a saved essay (The EDGE Dilemma, with its header image) weighs ${kb(bytes)} ` +
      `in the library (${kb(json)} as JSON); opening it offline takes ${median(times)} ms ` +
      `(median of 10; min ${Math.min(...times)}, max ${Math.max(...times)})`,
  );
  await context.close();
  await server.close();
}
await measureOffline(dist);

/**
 * The CMS (issue 12): the chunks no visitor downloads or precaches, each with its gzip size, and
 * what an admin fetches opening it, tab by tab (demo build, signed in as the demo admin).
 */
async function measureCms(outDir) {
  const precached = new Set(entries.map((u) => u.replace(/^\//, '')));
  const cmsOnly = assets
    .filter((f) => !precached.has(`assets/${f}`))
    .map((f) => [f.replace(/-[\w-]{8}\.js$/, '.js'), gz(join(outDir, 'assets', f))])
    .sort((a, b) => b[1] - a[1]);
  const total = cmsOnly.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `\nCMS-only chunks (never precached for visitors): ${cmsOnly.length}, ${kb(total)} gzip`,
  );
  for (const [name, bytes] of cmsOnly.slice(0, 12))
    console.log(`  ${name.padEnd(40)} ${kb(bytes)}`);

  const { server, base } = await serve(outDir);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(base + '/auth');
  await page.getByLabel('Email').first().fill('admin@edge-navigator.demo');
  await page.getByLabel('Password').first().fill('EdgeAdmin#2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.waitForURL(base + '/');
  await page.waitForLoadState('networkidle');
  let fetched = new Set();
  page.on('request', (r) => fetched.add(new URL(r.url()).pathname));
  const jsOf = () =>
    [...fetched]
      .filter((path) => path.endsWith('.js') && existsSync(join(outDir, path)))
      .reduce((sum, path) => sum + gz(join(outDir, path)), 0);
  const steps = [
    [
      'the CMS link (AI Prompts)',
      () => page.getByRole('link', { name: 'CMS' }).first().click(),
      'AI Prompt Library',
    ],
    ['then Essays', () => page.getByRole('tab', { name: 'Essays' }).click(), 'New Essay'],
    [
      'then the essay dialog',
      () => page.getByRole('button', { name: 'New Essay' }).click(),
      'Create New Essay',
    ],
    [
      'then Settings',
      async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('tab', { name: 'Settings' }).click();
      },
      'Admin Setup',
    ],
  ];
  console.log('The CMS as the demo admin, moving in from the home page (JS fetched, gzip):');
  for (const [label, go, ready] of steps) {
    fetched = new Set();
    await go();
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    console.log(`  ${label.padEnd(30)} ${kb(jsOf())}`);
  }
  await context.close();
  await server.close();
}
await measureCms(dist);

await browser.close();

// The search (issue 29), on the Firebase build made above.
spawnSync('node scripts/bench-search.mjs --no-build', { cwd: root, shell: true, stdio: 'inherit' });
