#!/usr/bin/env node
// The analytics rollups under launch-day traffic, on the Firestore emulator: page views, shares
// and sign-ups stored at a steady rate (default 100 a second for 60 s: 90 % views, 8 % shares,
// 2 % sign-ups), each counted by the deployed rollup trigger (functions/lib, built first), then
// folded as Cloud Scheduler runs `foldAnalytics` (every minute; the emulators run no scheduler,
// so the script calls it). It prints how often the busiest documents were written (the most
// writes per second any one document took, averaged over 10 s windows, and its busiest second,
// from every commit the emulator accepted) and whether every event was counted exactly once.
//
//   node scripts/load-rollups.mjs [--rate 100] [--seconds 60] [--delivery in-process|emulator]
//   (npm run load:rollups)
//
// Delivery: `in-process` (the default) hands each stored event to the trigger's handler as
// Eventarc would, in this process, and delivers 3 % of them a second time a few seconds later,
// as a retry does. `emulator` lets the Functions emulator deliver them (the real path, but it
// starts a worker process per concurrent event, which two shared cores sustain at about 10 a
// second, not 100). It starts its own emulators (scripts/emulators-exec.mjs --record-writes) and
// runs itself inside them with --inner. Figures from a shared 2-core machine are noisy.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFunctions } from './lib/emulator-harness.mjs';
import { parseCommitLog, writeRates } from './lib/write-rates.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECT_ID = 'demo-edge-navigator';
const FOLD_EVERY_MS = 60_000;
/** How long counting may stall, or go on after the last event, before the run stops waiting. */
const STALL_MS = 60_000;
const DRAIN_MS = 180_000;

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
  const child = spawn(
    process.execPath,
    [
      resolve(ROOT, 'scripts/emulators-exec.mjs'),
      '--only',
      through === 'emulator' ? 'firestore,functions' : 'firestore',
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

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** What the i-th event of the run is: mostly page views, some shares, a few sign-ups. */
function eventOf(i, createdAt) {
  const slot = i % 100;
  if (slot < 90) {
    const paths = ['/', '/five-capabilities', '/account', `/essays/not-published-${i % 7}`];
    return {
      collection: 'page_views',
      data: {
        pagePath: paths[i % paths.length],
        pageTitle: 'Load',
        referrer: null,
        userAgent: 'load-rollups',
        sessionId: `s${i % 50}`,
        createdAt,
      },
    };
  }
  if (slot < 98) {
    return {
      collection: 'social_shares',
      data: { platform: i % 2 ? 'linkedin' : 'copy-link', pagePath: '/', createdAt },
    };
  }
  return {
    collection: 'subscribers',
    data: {
      email: `load-${i}@example.com`,
      name: null,
      source: 'newsletter',
      status: 'pending',
      createdAt,
      confirmedAt: null,
      unsubscribedAt: null,
    },
  };
}

/** The built functions (functions/lib), as the emulator and a deploy load them. */
async function loadFunctions() {
  return import(pathToFileURL(resolve(ROOT, 'functions/lib/index.js')).href);
}

/** The scheduled fold, when the functions have one (`foldAnalytics`): run as Scheduler would. */
function foldOf(functions) {
  const fold = functions.foldAnalytics;
  return typeof fold?.run === 'function'
    ? () => fold.run({ scheduleTime: new Date().toISOString(), jobName: 'load-rollups' })
    : null;
}

const TRIGGERS = {
  page_views: 'rollupPageView',
  social_shares: 'rollupShare',
  subscribers: 'rollupSignup',
};
/** Every how many events one is delivered twice (in process). */
const RETRY_EVERY = 33;

/**
 * Hands a stored event to its trigger's handler as Eventarc would (the handler reads the
 * snapshot's id and data), and now and then once more a few seconds later, as a retry does.
 */
function inProcessDelivery(functions) {
  let deliveries = 0;
  let failures = 0;
  let lost = 0;
  // A failed delivery is retried with backoff, as Eventarc does for `retry: true` triggers.
  const deliver = async (collection, id, data, attempt = 0) => {
    deliveries += 1;
    try {
      await functions[TRIGGERS[collection]].run({ data: { id, data: () => data }, params: { id } });
    } catch (error) {
      failures += 1;
      if (attempt >= 8) {
        lost += 1;
        if (lost <= 3)
          console.error(`load-rollups: gave up on ${collection}/${id}: ${error.message}`);
        return;
      }
      await sleep(1000 * 2 ** Math.min(attempt, 4));
      await deliver(collection, id, data, attempt + 1);
    }
  };
  return {
    deliver(i, collection, id, data) {
      void deliver(collection, id, data);
      if (i % RETRY_EVERY === 0) {
        void sleep(2000 + (i % 3000)).then(() => deliver(collection, id, data));
      }
    },
    deliveries: () => deliveries,
    failures: () => failures,
    lost: () => lost,
  };
}

/**
 * Stores the events at `rate` a second for `seconds`; resolves with what was stored (a store
 * that fails, as a visitor's recordEvent would, is counted apart and expected nowhere).
 */
async function storeEvents(db, { rate, seconds, onStored }) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const expected = { page_views: 0, social_shares: 0, subscribers: 0 };
  let failed = 0;
  const total = rate * seconds;
  const started = Date.now();
  const writes = [];
  for (let i = 0; i < total; i += 1) {
    // Paced on the clock, so a slow write never slows the rate down.
    const due = started + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    const event = eventOf(i, Timestamp.now());
    writes.push(
      db
        .collection(event.collection)
        .add(event.data)
        .then(
          (ref) => {
            expected[event.collection] += 1;
            onStored?.(i, event.collection, ref.id, event.data);
          },
          () => void (failed += 1),
        ),
    );
  }
  // A store stuck behind the emulator's locks is waited for a minute at most.
  let pending = writes.length;
  for (const write of writes) void write.finally(() => (pending -= 1));
  await Promise.race([Promise.all(writes), sleep(STALL_MS)]);
  const stored = Object.values(expected).reduce((sum, n) => sum + n, 0);
  return { expected, stored, failed, pending, storedIn: Date.now() - started };
}

/** Waits until every event has its marker (counted) or counting stalls; resolves with the count. */
async function untilCounted(db, total) {
  let last = -1;
  let since = Date.now();
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    const counted = (await db.collection('analytics_markers').count().get()).data().count;
    if (counted >= total || Date.now() > deadline) return counted;
    if (counted !== last) {
      last = counted;
      since = Date.now();
    } else if (Date.now() - since > STALL_MS) {
      return counted;
    }
    await sleep(2000);
  }
}

const sumOf = (map) => Object.values(map ?? {}).reduce((sum, n) => sum + n, 0);

/** Stores the events, waits for them to be counted and folded, and prints the figures. */
async function inner() {
  const rate = option('rate', 100);
  const seconds = option('seconds', 60);
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  // The default app: the functions' handlers take it too (adminDb()).
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
  const through = delivery();
  const functions = await loadFunctions();
  const fold = foldOf(functions);
  const inProcess = through === 'in-process' ? inProcessDelivery(functions) : null;
  let lastFold = Date.now();
  const foldWhenDue = async (force = false) => {
    if (!fold || (!force && Date.now() - lastFold < FOLD_EVERY_MS)) return;
    lastFold = Date.now();
    await fold();
  };
  // Scheduler runs the fold every minute whatever else happens.
  const timer = setInterval(() => void foldWhenDue().catch(console.error), 1000);

  const began = Date.now();
  console.log(`load-rollups: storing ${rate * seconds} events at ${rate}/s for ${seconds} s...`);
  const {
    expected,
    stored: total,
    failed,
    pending,
    storedIn,
  } = await storeEvents(db, {
    rate,
    seconds,
    onStored: inProcess?.deliver,
  });
  const counted = await untilCounted(db, total);
  const countedAfter = Date.now() - began;
  clearInterval(timer);
  await foldWhenDue(true);

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
    ['views per page (sum)', expected.page_views, sumOf(daily.pages), sumOf(daily.pages)],
    [
      'shares per platform (sum)',
      expected.social_shares,
      sumOf(daily.platforms),
      sumOf(daily.platforms),
    ],
  ];
  const exact =
    pending === 0 &&
    counted === total &&
    checks.every(([, want, a, b]) => a === want && b === want);

  const log = process.env.EDGE_WRITE_RECORD;
  const rates = log && existsSync(log) ? writeRates(parseCommitLog(readFileSync(log, 'utf8'))) : [];
  const busiest = rates.filter((r) => r.writes > 1).slice(0, 6);
  const fixed = (n) => n.toFixed(1);
  const lines = [
    `Rollups at ${rate} events/s for ${seconds} s (Firestore and Functions emulators on a shared 2-core machine: timings are noisy)`,
    `  stored ${total} of ${rate * seconds} events in ${fixed(storedIn / 1000)} s (${failed} stores failed, ${pending} still waiting; ${expected.page_views} page views, ${expected.social_shares} shares, ${expected.subscribers} sign-ups)`,
    `  delivered ${inProcess ? `in process, ${inProcess.deliveries()} deliveries (every ${RETRY_EVERY}th event twice, as a retry; ${inProcess.failures()} failed and were retried, ${inProcess.lost()} given up after 9 attempts)` : 'by the Functions emulator'}`,
    `  counted ${counted} of ${total} (markers) ${counted === total ? `within ${fixed(countedAfter / 1000)} s of the first event` : `when the run stopped waiting (${STALL_MS / 1000} s without progress, or ${DRAIN_MS / 1000} s after the last event)`}; the fold: ${fold ? 'foldAnalytics, every 60 s and once at the end' : 'none (the triggers write the rollups)'}`,
    ...checks.map(
      ([name, want, a, b]) =>
        `  ${name}: expected ${want}, totals ${name.includes('sum') ? '-' : a}, today's rollup ${b}`,
    ),
    `  every event counted exactly once: ${exact ? 'yes' : 'NO'}`,
    '  busiest documents (most writes/s averaged over 10 s; busiest second; writes in all):',
    ...busiest.map(
      (r) => `    ${r.path}: ${fixed(r.windowAverage)}/s; ${r.peak} in one second; ${r.writes}`,
    ),
    `  goal: no document above 1.5 writes/s averaged over 10 s: ${
      busiest[0] && busiest[0].windowAverage > 1.5 ? 'NOT met' : 'met'
    }`,
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
