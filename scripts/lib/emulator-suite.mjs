// The Emulator Suite in the foreground, as `npm run emulators` and `npm run serve:hosting` run
// it: Firestore on the Cloud SDK's emulator (Java 17) where it is installed, with firestore.rules
// and the functions' triggers, else firebase-tools' own; Auth, Functions and Hosting (and Storage
// where it can run) through firebase-tools from a generated copy of firebase.json; seeded.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  firestoreProvider,
  startCloudSdkFirestore,
  writeEmulatorConfig,
} from './emulator-harness.mjs';
import { registerFirestoreTriggers } from './firestore-triggers.mjs';
import { EMULATOR_DIST, emulatorHosting } from './hosting-emulator.mjs';

export const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 180_000;

/** firebase.json's emulator ports: the ones the app's emulator builds connect to by default. */
export function fixedPorts() {
  const { emulators = {} } = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(emulators)
      .filter(([, value]) => typeof value?.port === 'number')
      .map(([name, value]) => [name, value.port]),
  );
}

/**
 * Builds the production app for the emulators on these ports into `outDir`, its prerendered
 * pages naming Hosting's address; true if it did.
 */
export function buildEmulatorApp(ports, outDir = EMULATOR_DIST) {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Vitest or a caller may have set it; a development React would not be the production app.
      NODE_ENV: 'production',
      VITE_USE_EMULATORS: '1',
      VITE_EMULATOR_HOST: HOST,
      VITE_EMULATOR_PORTS: `auth=${ports.auth},firestore=${ports.firestore},functions=${ports.functions}`,
      ...(ports.hosting ? { VITE_SITE_URL: `http://${HOST}:${ports.hosting}` } : {}),
    },
  });
  return built.status === 0;
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
function run(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => done(code === 0));
  });
}

/**
 * Starts the emulators `wanted` on `ports` (missing ones free), Hosting serving `hostingDir`
 * under firebase.json's hosting section (its policy widened to the emulators' host), with
 * `functionsEnv` added to what the functions' processes see and `params` in place of their
 * parameters' values (functions/.env.demo-edge-navigator's). Resolves once they are up, the triggers
 * registered and (with `seed`) the demo content and accounts written, with the ports, whether it
 * seeded, `exited` (firebase-tools' exit code) and `stop()`. With `logFile`, firebase-tools
 * writes there instead of the terminal.
 */
export async function startEmulatorSuite({
  wanted,
  ports = {},
  hostingDir,
  seed = true,
  ui = false,
  functionsEnv = {},
  params,
  passThrough = [],
  logFile,
}) {
  const provider = wanted.includes('firestore') ? firestoreProvider() : null;
  if (provider && !provider.kind) throw new Error(provider.reason);
  const base = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  const config = await writeEmulatorConfig(ports, {
    ui,
    hosting: hostingDir ? emulatorHosting(base.hosting, HOST, hostingDir) : undefined,
    params,
  });
  const chosen = config.ports;

  let firestore = null;
  const env = { ...process.env, ...functionsEnv, GCLOUD_PROJECT: PROJECT_ID };
  if (provider?.kind === 'cloud-sdk') {
    firestore = await startCloudSdkFirestore({
      launcher: provider.launcher,
      port: chosen.firestore,
      rules: resolve(ROOT, 'firestore.rules'),
      functionsHost: wanted.includes('functions') ? `${HOST}:${chosen.functions}` : undefined,
    });
    // The Functions emulator's Admin SDK and the seed find it here.
    env.FIRESTORE_EMULATOR_HOST = `${HOST}:${chosen.firestore}`;
  }
  const throughFirebaseTools = wanted.filter(
    (name) => !(name === 'firestore' && provider?.kind === 'cloud-sdk'),
  );
  const log = logFile ? openSync(logFile, 'w') : undefined;
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
    { cwd: ROOT, env, stdio: ['ignore', log ?? 'inherit', log ?? 'inherit'], detached: true },
  );
  if (log !== undefined) closeSync(log);
  const exited = new Promise((done) =>
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))),
  );
  const stopChild = (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on('exit', () => stopChild());
  let stopped = false;
  const stop = async () => {
    if (stopped) return exited;
    stopped = true;
    stopChild();
    const code = await exited;
    await firestore?.stop();
    config.remove();
    return code;
  };

  try {
    const running = await waitUntilReady(`${HOST}:${chosen.hub}`, throughFirebaseTools, child);
    if (!running) {
      await stop();
      throw new Error('firebase-tools stopped before the emulators were up (see above)');
    }
    if (firestore && wanted.includes('functions')) {
      const count = await registerFirestoreTriggers({
        functionsPort: chosen.functions,
        firestoreHost: `${HOST}:${chosen.firestore}`,
        projectId: PROJECT_ID,
      });
      if (count > 0)
        console.log(`emulators: ${count} Firestore trigger(s) registered with Firestore.`);
    }
    let seeded = false;
    if (seed && wanted.includes('auth') && wanted.includes('firestore')) {
      seeded = await run(process.execPath, [resolve(ROOT, 'scripts/seed-emulators.mjs')], {
        ...env,
        FIRESTORE_EMULATOR_HOST: `${HOST}:${chosen.firestore}`,
        FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${chosen.auth}`,
      });
      if (!seeded) console.error('Seeding failed (see above). Retry: npm run emulators:seed');
    }
    return { ports: chosen, firestore, seeded, exited, stop, stopChild };
  } catch (error) {
    await stop();
    throw error;
  }
}
