// `npm run emulators`: the Firebase Emulator Suite on firebase.json's ports, seeded, in the
// foreground until Ctrl+C. Firestore is the Cloud SDK's emulator on Java 17 where it is installed
// (started here, with firestore.rules and the functions' triggers), else firebase-tools' own
// (Java 21, downloaded on first use); Auth, Functions and Hosting run through firebase-tools;
// Storage only where it can (Java 21 and firebase-tools' download). Hosting serves an emulator
// build of the app (dist-emulators/, made here), so http://127.0.0.1:5000 is the site on the
// emulators, as `VITE_USE_EMULATORS=1 npm start` is. Seeding fresh each start (instead of
// --import) keeps the seed in one place: the content files the demo backend reads.
//
// Usage: node scripts/emulators.mjs [--only auth,firestore,...] [--no-seed] [--no-build]
//          [-- <firebase args>]
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  UNAVAILABLE_EXIT,
  buildFunctions,
  firestoreProvider,
  startCloudSdkFirestore,
  storageAvailable,
  writeEmulatorConfig,
} from './lib/emulator-harness.mjs';
import { registerFirestoreTriggers } from './lib/firestore-triggers.mjs';
import { EMULATOR_DIST, emulatorHosting, emulatorUiDownloaded } from './lib/hosting-emulator.mjs';

const HOST = '127.0.0.1';
const DEFAULT_ONLY = ['auth', 'firestore', 'functions', 'hosting', 'storage'];
const READY_TIMEOUT_MS = 180_000;

function parseArgs(args) {
  const dashes = args.indexOf('--');
  const own = dashes >= 0 ? args.slice(0, dashes) : args;
  const at = own.indexOf('--only');
  return {
    only: at >= 0 && own[at + 1] ? own[at + 1].split(',').map((n) => n.trim()) : DEFAULT_ONLY,
    seed: !own.includes('--no-seed'),
    build: !own.includes('--no-build'),
    passThrough: dashes >= 0 ? args.slice(dashes + 1) : [],
  };
}

/** firebase.json's emulator ports: the ones the app's emulator builds connect to. */
function fixedPorts() {
  const { emulators = {} } = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(emulators)
      .filter(([, value]) => typeof value?.port === 'number')
      .map(([name, value]) => [name, value.port]),
  );
}

/** Resolves with the hub's list once every wanted emulator is registered (they register when up). */
async function waitUntilReady(hub, wanted, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return null;
    try {
      const response = await fetch(`http://${hub}/emulators`, {
        signal: AbortSignal.timeout(2000),
      });
      const running = response.ok ? await response.json() : {};
      if (wanted.every((name) => name in running)) return running;
    } catch {
      // the hub is not answering yet
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`the emulators were not all up after ${READY_TIMEOUT_MS / 1000} s`);
}

/** Runs a command to its end; resolves with whether it succeeded. */
function run(command, args, env = process.env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => done(code === 0));
  });
}

/** The app built for the emulators on these ports, into dist-emulators/. */
function buildApp(ports) {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', EMULATOR_DIST, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_USE_EMULATORS: '1',
      VITE_EMULATOR_HOST: HOST,
      VITE_EMULATOR_PORTS: `auth=${ports.auth},firestore=${ports.firestore},functions=${ports.functions}`,
    },
  });
  return built.status === 0;
}

async function main() {
  const { only, seed, build, passThrough } = parseArgs(process.argv.slice(2));
  const ports = fixedPorts();
  const provider = only.includes('firestore') ? firestoreProvider() : null;
  if (provider && !provider.kind) {
    console.error(`emulators: ${provider.reason}.`);
    return UNAVAILABLE_EXIT;
  }
  const wanted = only.filter((name) => name !== 'storage' || storageAvailable());
  if (wanted.length < only.length) {
    console.warn(
      'emulators: not starting Storage: it needs Java 21 and firebase-tools\u2019 download ' +
        '(uploads from the CMS will fail; everything else runs).',
    );
  }
  if (wanted.includes('functions') && !buildFunctions()) return 1;
  if (wanted.includes('hosting') && build && !buildApp(ports)) return 1;
  const ui = emulatorUiDownloaded();
  const base = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  const config = await writeEmulatorConfig(ports, {
    ui,
    hosting: emulatorHosting(base.hosting, HOST),
  });

  let firestore = null;
  const env = { ...process.env, GCLOUD_PROJECT: PROJECT_ID };
  if (provider?.kind === 'cloud-sdk') {
    firestore = await startCloudSdkFirestore({
      launcher: provider.launcher,
      port: ports.firestore,
      rules: resolve(ROOT, 'firestore.rules'),
      functionsHost: wanted.includes('functions') ? `${HOST}:${ports.functions}` : undefined,
    });
    // The Functions emulator's Admin SDK and the seed find it here.
    env.FIRESTORE_EMULATOR_HOST = `${HOST}:${ports.firestore}`;
  }
  const throughFirebaseTools = wanted.filter(
    (name) => !(name === 'firestore' && provider?.kind === 'cloud-sdk'),
  );
  // Its own process group, so Ctrl+C reaches it once, through us, and it shuts down cleanly:
  // a second SIGINT makes firebase-tools exit at once, which can leave a JVM holding a port.
  const child = spawn(
    process.execPath,
    [
      FIREBASE_BIN,
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--config',
      config.path,
      '--only',
      throughFirebaseTools.join(','),
      ...passThrough,
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  const exited = new Promise((done) =>
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))),
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });

  try {
    const running = await waitUntilReady(`${HOST}:${ports.hub}`, throughFirebaseTools, child);
    if (running) await afterStart({ wanted, firestore, ports, seed, ui, env });
    return await exited;
  } finally {
    await firestore?.stop();
    config.remove();
  }
}

/** Registers triggers, seeds, and says what runs where. */
async function afterStart({ wanted, firestore, ports, seed, ui, env }) {
  if (firestore && wanted.includes('functions')) {
    const count = await registerFirestoreTriggers({
      functionsPort: ports.functions,
      firestoreHost: `${HOST}:${ports.firestore}`,
      projectId: PROJECT_ID,
    });
    if (count > 0)
      console.log(`emulators: ${count} Firestore trigger(s) registered with Firestore.`);
  }
  let seeded = false;
  if (seed && wanted.includes('auth') && wanted.includes('firestore')) {
    seeded = await run(process.execPath, [resolve(ROOT, 'scripts/seed-emulators.mjs')], {
      ...env,
      FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    });
    if (!seeded) console.error('Seeding failed (see above). Retry: npm run emulators:seed');
  }
  const lines = [
    firestore
      ? `Firestore  http://${HOST}:${ports.firestore}  (the Cloud SDK's emulator, Java 17, firestore.rules loaded)`
      : wanted.includes('firestore') &&
        `Firestore  http://${HOST}:${ports.firestore}  (firebase-tools')`,
    wanted.includes('auth') && `Auth       http://${HOST}:${ports.auth}`,
    wanted.includes('functions') && `Functions  http://${HOST}:${ports.functions}`,
    wanted.includes('storage') && `Storage    http://${HOST}:${ports.storage}`,
    wanted.includes('hosting') &&
      `Hosting    http://${HOST}:${ports.hosting}  (the site, built for the emulators)`,
    ui
      ? `UI         http://${HOST}:${ports.ui}`
      : 'UI         not started (firebase-tools would have to download it)',
    'Dev server: VITE_USE_EMULATORS=1 npm start',
  ].filter(Boolean);
  console.log(
    `\nEmulators ready${seeded ? ' and seeded' : ''} (Ctrl+C to stop):\n  ${lines.join('\n  ')}\n`,
  );
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`emulators: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
  process.exit();
}
