#!/usr/bin/env node
// The analytics rollups under launch-day traffic, on the Firestore emulator: page views, shares
// and sign-ups at a steady rate (default 100 a second for 60 s: 90 % views, 8 % shares, 2 %
// sign-ups), each counted by the deployed rollup trigger (functions/lib, built first), then
// folded as Cloud Scheduler runs `foldAnalytics` (every minute; the emulators run no scheduler,
// so the script calls it). It prints how often the busiest documents were written (the most
// writes per second any one document took, averaged over 10 s windows, and its busiest second,
// from every commit the emulator accepted) and whether every event was counted exactly once.
//
//   node scripts/load-rollups.mjs [--rate 100] [--seconds 60] [--delivery in-process|emulator]
//   (npm run load:rollups)
//
// Delivery `in-process` (the default): each event goes to its trigger's handler as Eventarc
// would deliver it, in this process, 32 at a time (the rest queue), 3 % of them twice, failures
// retried (scripts/lib/rollup-load.mjs); the events' own documents are not written, since two
// shared cores run the emulator at about 120 commits a second and the rollups need 100 of them.
// Delivery `emulator`: the events' documents are stored and the Functions emulator delivers
// them (the whole path, but it starts a worker process per concurrent event: about 10 a second
// here, not 100). The script starts its own emulators (scripts/emulators-exec.mjs
// --record-writes) and runs itself inside them with --inner. Figures are noisy: say so.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFunctions } from './lib/emulator-harness.mjs';
import { deliveryPool, eventOf, paced } from './lib/rollup-load.mjs';
import { parseCommitLog, writeRates } from './lib/write-rates.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECT_ID = 'demo-edge-navigator';
const FOLD_EVERY_MS = 60_000;
/** How long counting may stall, or go on after the last event, before the run stops waiting. */
const STALL_MS = 60_000;
const DRAIN_MS = 240_000;
/** The goal: no document above this many writes a second, averaged over 10 s. */
const GOAL = 1.5;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a number > 0`);
  return value;
}

function delivery() {
  const at = process.argv.indexOf('--delivery');
  const value = at >= 0 ? process.argv[at + 1] : 'in-process';
  if (value !== 'in-process' && value !== 'emulator') {
    throw new Error('--delivery is in-process or emulator');
  }
  return value;
}

/** Starts the emulators with a commit log and runs this script inside them. */
function outer() {
  const rate = option('rate', 100);
  const seconds = option('seconds', 60);
  const through = delivery();
  // In process, the handlers come from the built functions; the emulator builds them itself.
  if (through === 'in-process' && !buildFunctions()) {
    process.exitCode = 1;
    return;
  }
  const log = join(tmpdir(), `load-rollups-${process.pid}.jsonl`);
  const inner = `${JSON.stringify(process.execPath)} ${JSON.stringify(import.meta.filename)} --inner --rate ${rate} --seconds ${seconds} --delivery ${through}`;
  const only = through === 'emulator' ? 'firestore,functions' : 'firestore';
  const child = spawn(
    process.execPath,
    [
      resolve(ROOT, 'scripts/emulators-exec.mjs'),
      '--only',
      only,
      '--record-writes',
      log,
      '--',
      inner,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  child.on('exit', (code) => {
    rmSync(log, { force: true });
    process.exitCode = code ?? 1;
  });
}

/** The scheduled fold, when the functions have one (`foldAnalytics`): run as Scheduler would. */
function foldOf(functions) {
  const fold = functions.foldAnalytics;
  return typeof fold?.run === 'function'
    ? () => fold.run({ scheduleTime: new Date().toISOString(), jobName: 'load-rollups' })
    : null;
}

/** Waits until every event has its marker or counting stalls; resolves with the count. */
async function untilCounted(db, total) {
  let last = -1;
  let since = Date.now();
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    const counted = (await db.collection('analytics_markers').count().get()).data().count;
    if (counted >= total || Date.now() > deadline) return counted;
    if (counted !== last) [last, since] = [counted, Date.now()];
    else if (Date.now() - since > STALL_MS) return counted;
    await sleep(2000);
  }
}

const sumOf = (map) => Object.values(map ?? {}).reduce((sum, n) => sum + n, 0);
const fixed = (n) => n.toFixed(1);

/** Makes the events, waits for them to be counted and folded, and prints the figures. */
async function inner() {
  const rate = option('rate', 100);
  const seconds = option('seconds', 60);
  const through = delivery();
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  // The default app: the functions' handlers take it too (adminDb()).
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
  const functions = await import(pathToFileURL(resolve(ROOT, 'functions/lib/index.js')).href);
  const fold = foldOf(functions);
  const pool = through === 'in-process' ? deliveryPool(functions) : null;
  let lastFold = Date.now();
  let folds = 0;
  const foldNow = async () => {
    if (!fold) return;
    lastFold = Date.now();
    folds += 1;
    await fold();
  };
  // Scheduler runs the fold every minute whatever else happens.
  const timer = setInterval(() => {
    if (Date.now() - lastFold >= FOLD_EVERY_MS) void foldNow().catch(console.error);
  }, 1000);

  const expected = { page_views: 0, social_shares: 0, subscribers: 0 };
  const stores = [];
  let failedStores = 0;
  console.log(`load-rollups: ${rate * seconds} events at ${rate}/s for ${seconds} s (${through})`);
  const began = Date.now();
  const madeIn = await paced({ rate, seconds }, (i) => {
    const event = eventOf(i, Timestamp.now());
    if (pool) {
      expected[event.collection] += 1;
      pool.deliver(i, event.collection, `load${i}`, event.data);
      return;
    }
    const stored = db.collection(event.collection).add(event.data);
    stores.push(
      stored.then(
        () => (expected[event.collection] += 1),
        () => (failedStores += 1),
      ),
    );
  });
  // A store stuck behind the emulator's locks is waited for a minute at most.
  await Promise.race([Promise.all(stores), sleep(STALL_MS)]);
  const total = Object.values(expected).reduce((sum, n) => sum + n, 0);
  const counted = await untilCounted(db, total);
  const countedAfter = Date.now() - began;
  clearInterval(timer);
  await foldNow();

  const day = new Date().toISOString().slice(0, 10);
  const [totalsSnap, daySnap] = await Promise.all([
    db.collection('analytics_totals').doc('all').get(),
    db.collection('analytics_daily').doc(day).get(),
  ]);
  const totals = totalsSnap.data() ?? {};
  const daily = daySnap.data() ?? {};
  const checks = [
    ['page views', expected.page_views, totals.pageViews ?? 0, daily.pageViews ?? 0],
    ['shares', expected.social_shares, totals.shares ?? 0, daily.shares ?? 0],
    ['sign-ups', expected.subscribers, totals.signups ?? 0, daily.signups ?? 0],
  ];
  const mapsAddUp =
    sumOf(daily.pages) === expected.page_views && sumOf(daily.platforms) === expected.social_shares;
  const exact =
    total === rate * seconds &&
    counted === total &&
    mapsAddUp &&
    checks.every(([, want, a, b]) => a === want && b === want);

  const log = process.env.EDGE_WRITE_RECORD;
  const commits = log && existsSync(log) ? parseCommitLog(readFileSync(log, 'utf8')) : [];
  const busiest = writeRates(commits)
    .filter((r) => r.writes > 1)
    .slice(0, 5);
  // The same commits at the time each event was made (its marker names it): what the documents
  // would take if the emulator kept pace, which two loaded cores may not.
  const atPace = writeRates(
    commits.map((commit) => {
      const made = commit.docs.map((doc) => /-load(\d+)$/.exec(doc)?.[1]).find(Boolean);
      return made ? { ...commit, t: began + (Number(made) * 1000) / rate } : commit;
    }),
  ).filter((r) => r.writes > 1);
  const stats = pool?.stats();
  const lines = [
    `Rollups at ${rate} events/s for ${seconds} s, on the Firestore emulator (a shared 2-core machine, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}: timings are noisy)`,
    `  made ${rate * seconds} events in ${fixed(madeIn / 1000)} s: ${expected.page_views} page views, ${expected.social_shares} shares, ${expected.subscribers} sign-ups` +
      (pool ? '' : ` stored (${failedStores} stores failed)`),
    pool
      ? `  delivered in process, ${stats.concurrency} at a time: ${stats.deliveries} deliveries (every ${stats.duplicateEvery}rd event twice; ${stats.failures} failed and were retried, ${stats.lost} given up); the queue waited ${fixed(stats.longestWaitMs / 1000)} s at most`
      : '  delivered by the Functions emulator',
    `  counted ${counted} of ${total} (markers) ${counted === total ? `${fixed(countedAfter / 1000)} s after the first event` : `when the run stopped waiting (${STALL_MS / 1000} s without progress, or ${DRAIN_MS / 1000} s)`}; ${fold ? `folded by foldAnalytics ${folds} times (every 60 s, and once at the end)` : 'no fold (the triggers write the rollups)'}`,
    ...checks.map(
      ([name, want, a, b]) => `  ${name}: ${want} made, ${a} in the totals, ${b} in today's rollup`,
    ),
    `  today's per-page and per-platform entries add up: ${mapsAddUp ? 'yes' : 'no'}`,
    `  every event counted exactly once: ${exact ? 'yes' : 'NO'}`,
    '  busiest documents (most writes/s averaged over 10 s; busiest second; writes in all):',
    ...busiest.map(
      (r) => `    ${r.path}: ${fixed(r.windowAverage)}/s; ${r.peak} in one second; ${r.writes}`,
    ),
    ...(pool && atPace[0]
      ? [
          `  at the pace the events were made, the busiest: ${atPace[0].path}, ${fixed(atPace[0].windowAverage)}/s over 10 s, ${atPace[0].peak} in one second`,
        ]
      : []),
    `  goal (no document above ${GOAL} writes/s over 10 s, every event once): ${exact && Math.max(busiest[0]?.windowAverage ?? 0, atPace[0]?.windowAverage ?? 0) <= GOAL ? 'met' : 'NOT met'}`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  process.exitCode = exact ? 0 : 1;
}

if (process.argv.includes('--inner')) {
  // No metadata server here: keep google-auth from probing for one on every call.
  process.env.METADATA_SERVER_DETECTION = 'none';
  await inner();
  // The functions' module keeps the Admin SDK's channels open.
  process.exit(process.exitCode ?? 0);
} else {
  outer();
}
