// The Firebase emulators as this project runs them, for tests and for `npm run emulators`.
//
// Firestore: the Google Cloud CLI's official Cloud Firestore emulator (Debian package
// google-cloud-cli-firestore-emulator) runs on Java 17, which firebase-tools 15 refuses for its
// own Java emulators, so we start that one ourselves: on a free port, in its own process group,
// stopped by that group on exit, its log kept for when something fails. Where it is not
// installed but Java 21 is, firebase-tools starts (and downloads) its own instead.
// Auth and Functions are plain Node and always run through firebase-tools, on free ports from a
// generated copy of firebase.json, so two runs on one machine never collide.
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  createWriteStream,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

// Callers choose their ports with it too.
export { freePort };

export const ROOT = resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-edge-navigator';
export const FIREBASE_BIN = resolve(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** Exit code of a run whose emulators could not start here (tests/CI tell it from a failure). */
export const UNAVAILABLE_EXIT = 3;

const CLOUD_SDK_LAUNCHERS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Cloud SDK's `cloud_firestore_emulator` launcher, if this machine has one. */
export function cloudSdkFirestoreLauncher() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'cloud_firestore_emulator'));
  return [...CLOUD_SDK_LAUNCHERS, ...onPath].find(isExecutable) ?? null;
}

/** The major version of `java` on PATH, or 0 when there is none. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * How Firestore can run here: 'cloud-sdk' (our launcher), 'firebase-tools' (Java 21 and its
 * download), or null with the reason.
 */
export function firestoreProvider() {
  const launcher = cloudSdkFirestoreLauncher();
  if (launcher) return { kind: 'cloud-sdk', launcher };
  const java = javaMajorVersion();
  if (java >= 21) return { kind: 'firebase-tools' };
  return {
    kind: null,
    reason:
      'no Cloud Firestore emulator here: install the Debian package ' +
      'google-cloud-cli-firestore-emulator (runs on Java 17), or Java 21 so firebase-tools can ' +
      `fetch its own (found ${java ? `Java ${java}` : 'no Java'})`,
  };
}

/** Whether firebase-tools can run its Storage emulator here (Java 21 and its rules runtime). */
export function storageAvailable() {
  return javaMajorVersion() >= 21;
}

const EMULATOR_NAMES = ['auth', 'firestore', 'functions', 'storage', 'hosting', 'hub', 'logging'];

/** `auth=9099,firestore=8080` as { auth: 9099, firestore: 8080 }; a bad pair throws. */
export function parsePorts(text) {
  const ports = {};
  for (const pair of text.split(',').filter((part) => part.trim())) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    const port = Number(value);
    if (!EMULATOR_NAMES.includes(name) || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`--ports: "${pair}" is not emulator=port (${EMULATOR_NAMES.join(', ')})`);
    }
    ports[name] = port;
  }
  return ports;
}

async function waitForHttp(url, { timeoutMs, isAlive }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

/** Stops a detached child and everything it started (the launcher does not exec java). */
function killGroup(child, signal = 'SIGTERM') {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts the Cloud SDK Firestore emulator. Options: port (default free), rules (a rules file
 * to load), functionsHost (host:port of the Functions emulator, to deliver triggers).
 * Resolves with { host, port, stop(), logFile, printLog() }.
 */
export async function startCloudSdkFirestore({ launcher, port, rules, functionsHost } = {}) {
  const chosenPort = port ?? (await freePort());
  const logFile = join(tmpdir(), `firestore-emulator-${process.pid}-${chosenPort}.log`);
  const log = createWriteStream(logFile);
  const args = [
    'start',
    '--host=127.0.0.1',
    `--port=${chosenPort}`,
    `--project_id=${PROJECT_ID}`,
    ...(rules ? [`--rules=${rules}`] : []),
    ...(functionsHost ? [`--functions_emulator=${functionsHost}`] : []),
  ];
  const child = spawn(launcher, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // The launcher's Java child can still be flushing into the pipes after we close the log: a
  // failed write to a log we no longer need must not crash the run (it did, after all passed).
  log.on('error', () => {});
  const stopOnExit = () => killGroup(child, 'SIGKILL');
  process.on('exit', stopOnExit);
  const printLog = () => {
    try {
      const text = readFileSync(logFile, 'utf8');
      console.error(`--- Firestore emulator log (${logFile}) ---\n${text.slice(-8000)}\n---`);
    } catch {
      // no log
    }
  };
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    child.stdout.unpipe(log);
    child.stderr.unpipe(log);
    await new Promise((done) => log.end(done));
  };
  const up = await waitForHttp(`http://127.0.0.1:${chosenPort}/`, {
    timeoutMs: 90_000,
    isAlive: () => child.exitCode === null && child.signalCode === null,
  });
  if (!up) {
    printLog();
    await stop();
    throw new Error(`the Cloud Firestore emulator did not start on port ${chosenPort}`);
  }
  return { host: '127.0.0.1', port: chosenPort, stop, logFile, printLog };
}

/**
 * The functions' parameters file of the emulators' project with `params` in place of its own
 * values, in a folder of this run's (`dir`, under the project root), for firebase.json's
 * `configDir`: a run can point SITE_URL at its own Hosting address beside other runs.
 */
function writeParams(dir, params) {
  const file = `.env.${PROJECT_ID}`;
  const kept = readFileSync(resolve(ROOT, 'functions', file), 'utf8')
    .split('\n')
    .filter((line) => !Object.keys(params).some((name) => line.startsWith(`${name}=`)));
  const added = Object.entries(params).map(([name, value]) => `${name}=${value}`);
  mkdirSync(resolve(ROOT, dir), { recursive: true });
  writeFileSync(resolve(ROOT, dir, file), `${[...kept, ...added].join('\n')}\n`);
}

/**
 * Writes a copy of firebase.json whose emulators listen on the given (or free) ports, with the
 * UI off unless `ui` (firebase-tools would try to download it), `hosting` replacing the
 * hosting section when given and `params` replacing functions parameters (SITE_URL...);
 * returns its path and the ports. The copy sits in the project root so the paths inside it
 * (functions/, rules, the hosted folder) still resolve.
 */
export async function writeEmulatorConfig(ports = {}, { ui = false, hosting, params } = {}) {
  const config = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  if (hosting) config.hosting = hosting;
  const paramsDir = `.firebase-emulators-${process.pid}-params`;
  if (params) {
    writeParams(paramsDir, params);
    config.functions = config.functions.map((codebase) => ({ ...codebase, configDir: paramsDir }));
  }
  const chosen = {};
  for (const name of EMULATOR_NAMES) {
    chosen[name] = ports[name] ?? (await freePort());
  }
  const emulators = { ...config.emulators, ui: { ...config.emulators?.ui, enabled: ui } };
  emulators.singleProjectMode = true;
  for (const [name, port] of Object.entries(chosen)) {
    emulators[name] = { ...(emulators[name] ?? {}), host: '127.0.0.1', port };
  }
  const path = resolve(ROOT, `.firebase-emulators-${process.pid}.json`);
  writeFileSync(path, JSON.stringify({ ...config, emulators }, null, 2));
  const remove = () => {
    rmSync(path, { force: true });
    rmSync(resolve(ROOT, paramsDir), { recursive: true, force: true });
  };
  process.on('exit', remove);
  return { path, ports: chosen, remove };
}

/** Builds functions/lib, which the Functions emulator loads. */
export function buildFunctions() {
  const built = spawnSync('npm', ['run', 'build', '-w', 'functions', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return built.status === 0;
}
