#!/usr/bin/env node
// `npm test`: every suite, in order (some side by side, each one's output printed whole), then
// one closing line `N passed, M failed` totalling them all (CI reads it). Lint and typecheck count
// as one check each. Suites that need the Cloud Firestore emulator start it themselves
// (scripts/emulators-exec.mjs); where it cannot run, the suite says so in one line and, under
// CI=true, counts as a failure: never a silent skip.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { storageAvailable } from './lib/emulator-harness.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// scripts/emulators-exec.mjs exits with this when an emulator cannot run on this machine.
const UNAVAILABLE_EXIT = 3;

const commandEnv = (env = {}) => ({
  ...process.env,
  FORCE_COLOR: process.env.CI ? '0' : '1',
  ...env,
});
const ended = (label, status, started) =>
  `◀ ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Runs a command; returns its exit status. */
function run(label, command, env = {}) {
  console.log(`\n▶ ${label}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: commandEnv(env),
  });
  console.log(ended(label, result.status, started));
  return result.status ?? 1;
}

/**
 * Runs a command with its output held, printed whole when it ends so the log reads as if the
 * commands that ran side by side ran in turn; resolves with its exit status.
 */
function runHeld(label, command, env = {}) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { cwd: root, shell: true, env: commandEnv(env) });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${label}: ${command}`);
      process.stdout.write(Buffer.concat(output));
      console.log(ended(label, status, started));
      done(status ?? 1);
    });
  });
}

/** Runs a command with its output straight to the log, without blocking; resolves with its status. */
function runLive(label, command, env = {}) {
  console.log(`\n▶ ${label}: ${command}`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: 'inherit',
      env: commandEnv(env),
    });
    child.on('close', (status) => {
      console.log(ended(label, status, started));
      done(status ?? 1);
    });
  });
}

/**
 * Runs single-threaded checks side by side (one per core). Counts each as `check` does.
 */
async function checksAtOnce(checks) {
  const statuses = await Promise.all(checks.map(([label, command]) => runHeld(label, command)));
  checks.forEach(([label], i) => count(label, statuses[i] === 0));
}

const totals = { passed: 0, failed: 0 };
const lines = [];

function count(label, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

function check(label, command) {
  return count(label, run(label, command) === 0);
}

/**
 * A vitest suite: counts come from its JSON report; a crash before reporting is one failure.
 * A suite whose emulator cannot run here is reported in one line: a failure under CI=true.
 * Returns 'ok', 'failed' or 'unavailable'.
 */
function suite(label, command) {
  return tally(label, run(label, command, { VITEST_JSON_REPORT: reportOf(label) }));
}

/** Where a suite's JSON report goes. */
const reportOf = (label) => resolve(reports, `${label}.json`);

/**
 * Counts a suite that has run (`status`, its exit status) from its JSON report, as `suite` does.
 */
function tally(label, status) {
  const out = reportOf(label);
  const ok = status === 0;
  if (status === UNAVAILABLE_EXIT && !existsSync(out)) {
    const strict = Boolean(process.env.CI);
    if (strict) totals.failed += 1;
    lines.push(
      `${label}: NOT RUN, its emulator cannot start on this machine (see above)` +
        (strict ? '; counted as a failure because CI is set' : ''),
    );
    return 'unavailable';
  }
  if (!existsSync(out)) {
    totals.failed += 1;
    lines.push(`${label}: no report (the runner failed before any test ran)`);
    return 'failed';
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  // A file that failed without a failing test (it did not load, or a hook threw) counts as one
  // failure; a file with failing tests is already counted through them.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  const failed = (report.numFailedTests ?? 0) + brokenFiles;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed || (ok ? 0 : 1);
  lines.push(
    `${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  // Name what failed in the summary: CI may keep only the tail of the log.
  for (const file of report.testResults ?? []) {
    const name = file.name?.replace(`${root}/`, '') ?? '?';
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && !failedTests.length) {
      lines.push(`    ✗ ${name}: ${firstLine(file.message)}`);
    }
    for (const test of failedTests) {
      lines.push(`    ✗ ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  if (ok && failed === 0) return 'ok';
  // The command failed after its tests passed (emulators-exec's own checks, a teardown).
  if (!failed)
    lines.push(`    ✗ ${label} exited with status ${status} after its tests (see above)`);
  return 'failed';
}

/**
 * Runs a suite with its output live and, beside it, `others` one after the other, each one's
 * output held and printed whole when it ends; counts them all, in that order. Returns each
 * one's outcome (as `suite` does) by label.
 */
async function suitesBeside([label, command], others) {
  const [status, statuses] = await Promise.all([
    runLive(label, command, { VITEST_JSON_REPORT: reportOf(label) }),
    (async () => {
      const each = [];
      for (const [other, line] of others) {
        each.push(await runHeld(other, line, { VITEST_JSON_REPORT: reportOf(other) }));
      }
      return each;
    })(),
  ]);
  return Object.fromEntries([
    [label, tally(label, status)],
    ...others.map(([other], i) => [other, tally(other, statuses[i])]),
  ]);
}

/** The first line of a failure message, short enough for a summary. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 200);
}

const started = Date.now();
// ESLint and tsc each keep one core busy: together they take the longer one's time.
await checksAtOnce([
  ['lint', 'npx eslint . --max-warnings=0 && npx prettier --check .'],
  ['typecheck', 'npx tsc --noEmit -p . && npm run typecheck -w functions'],
]);
// A file per core, as `npm run test:unit` runs them: on CI's two cores the longest component test
// took 7 s of its 20 s limit one file at a time, and the suite 823 s.
suite('unit', 'npx vitest run --project unit');
// The Storage emulator needs Java 21 and a rules runtime firebase-tools downloads; these
// machines have Java 17 and no download, so the Storage rules suite runs only where it can.
if (storageAvailable()) {
  suite(
    'storage-rules',
    'node scripts/emulators-exec.mjs --only storage -- npx vitest run --project storage-rules',
  );
} else {
  lines.push(
    'storage-rules: not run: the Storage emulator needs Java 21 and firebase-tools\u2019 download (README, Emulator Suite)',
  );
}
// Beside the browser journeys, one after the other: the Backend contract
// (src/backend/contract/) on the firebase adapter (the unit suite runs it on the demo), the
// Firestore rules, the Auth emulator, the Cloud Functions. The journeys run one browser at a time
// and leave a fifth of both cores idle; these mostly wait on their emulators (the contract kept
// one core busy for 100 s, the rules under one for 67 s) and took 210 s of their own, the
// functions 120-130 s more. Beside the unit suite, which keeps both cores busy, they only slowed
// it down. All but the Auth suite need the Cloud Firestore emulator (exit 3 when it cannot start).
const emulatorSuites = [
  [
    'contract',
    'node scripts/emulators-exec.mjs --only firestore,auth,functions --rules --record-queries contract -- npx vitest run --project contract',
  ],
  ['rules', 'node scripts/emulators-exec.mjs --only firestore -- npx vitest run --project rules'],
  ['auth-emulator', 'npm run test:auth-emulator'],
  ['functions', 'npm run test -w functions'],
];
const built = check('build', 'npx vite build');
const outcomes = built
  ? await suitesBeside(['e2e', 'node scripts/run-e2e.mjs --no-build'], emulatorSuites)
  : Object.fromEntries(emulatorSuites.map(([label, command]) => [label, suite(label, command)]));
if (!built) lines.push('e2e: not run (the build failed)');
// Suites that record the queries they send (and where the code built them) for 'indexes'.
const recording = [outcomes.contract, outcomes.functions];
// The Firebase build in Chromium against the emulators (its own build, in dist-e2e-firebase/).
recording.push(suite('e2e-firebase', 'node scripts/run-e2e-firebase.mjs'));
// Every query those suites sent, held against firestore.indexes.json; every query site run.
if (recording.includes('unavailable')) {
  lines.push('indexes: not run (a recording suite could not start its emulators; see above)');
} else {
  suite('indexes', 'npx vitest run --project indexes');
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`  total time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
