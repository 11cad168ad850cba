// `npm run emulators`: builds the functions, starts the Emulator Suite, waits until it is up,
// seeds it with the demo content and accounts, and stays in the foreground until Ctrl+C.
// Seeding fresh each start (instead of --import) keeps the seed in one place: the TypeScript
// module the demo backend uses.
//
// Usage: node scripts/emulators.mjs [--only auth,firestore,...] [--no-seed] [-- <firebase args>]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECT_ID = 'demo-edge-navigator';
const DEFAULT_ONLY = 'auth,firestore,storage,functions,hosting';
const READY_TIMEOUT_MS = 180_000;
const FIREBASE_BIN = resolve(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** Reads `--only <list>`, `--no-seed` and, after `--`, arguments passed on to firebase. */
function parseArgs(args) {
  const dashes = args.indexOf('--');
  const own = dashes >= 0 ? args.slice(0, dashes) : args;
  const at = own.indexOf('--only');
  const only = at >= 0 && own[at + 1] ? own[at + 1] : DEFAULT_ONLY;
  return {
    only: only.split(',').map((name) => name.trim()),
    seed: !own.includes('--no-seed'),
    passThrough: dashes >= 0 ? args.slice(dashes + 1) : [],
  };
}

/** The hub's address: FIREBASE_EMULATOR_HUB if set, else firebase.json's fixed port. */
function hubAddress() {
  if (process.env.FIREBASE_EMULATOR_HUB) return process.env.FIREBASE_EMULATOR_HUB;
  const config = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  return `127.0.0.1:${config.emulators?.hub?.port ?? 4400}`;
}

/** host:port for an emulator as the hub lists it (IPv6 hosts in brackets). */
function hostPort({ host, port }) {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** What the hub reports running, or null while it is not answering yet. */
async function runningEmulators(hub) {
  try {
    const response = await fetch(`http://${hub}/emulators`, { signal: AbortSignal.timeout(2000) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Resolves with the hub's list once every wanted emulator is registered (they register when up). */
async function waitUntilReady(hub, wanted, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return null;
    const running = await runningEmulators(hub);
    if (running && wanted.every((name) => name in running)) return running;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`the emulators were not all up after ${READY_TIMEOUT_MS / 1000} s`);
}

/** Runs the seed script against the emulators the hub reported. */
function seed(running) {
  const env = { ...process.env };
  if (running.firestore) env.FIRESTORE_EMULATOR_HOST = hostPort(running.firestore);
  if (running.auth) env.FIREBASE_AUTH_EMULATOR_HOST = hostPort(running.auth);
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(ROOT, 'scripts/seed-emulators.mjs')], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code) => done(code === 0));
  });
}

async function main() {
  const { only, seed: wantSeed, passThrough } = parseArgs(process.argv.slice(2));

  if (only.includes('functions')) {
    // The Functions emulator loads the bundle (functions/lib), not the TypeScript sources.
    const built = spawnSync('npm', ['run', 'build', '-w', 'functions'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) return built.status ?? 1;
  }
  if (only.includes('hosting') && !existsSync(resolve(ROOT, 'dist/index.html'))) {
    console.warn(
      'No dist/ yet: the Hosting emulator serves the last `npm run build`. Run it first.',
    );
  }

  // Its own process group, so Ctrl+C reaches it once, through us, and it shuts down cleanly:
  // a second SIGINT makes firebase-tools exit at once, which can leave a JVM holding a port.
  const child = spawn(
    process.execPath,
    [
      FIREBASE_BIN,
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--only',
      only.join(','),
      ...passThrough,
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  const exited = new Promise((done) => {
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  // If we die anyway, do not leave the emulators running on their fixed ports.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });

  const wanted = wantSeed ? only.filter((name) => name === 'auth' || name === 'firestore') : [];
  if (wanted.length > 0) {
    const running = await waitUntilReady(hubAddress(), wanted, child);
    if (running) {
      const ok = await seed(running);
      console.log(
        ok
          ? 'Emulators ready and seeded. UI: http://127.0.0.1:4000  (Ctrl+C to stop)'
          : 'Seeding failed (see above); the emulators keep running. Retry: npm run emulators:seed',
      );
    }
  }
  return exited;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`emulators: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
  process.exit();
}
