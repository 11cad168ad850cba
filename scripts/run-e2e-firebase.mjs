#!/usr/bin/env node
// Browser journeys on the Firebase build (`npm run test:e2e-firebase`): picks free ports for the
// Auth, Firestore and Functions emulators, builds the production app for them into
// dist-e2e-firebase/ (never dist/, which the demo suites use), then runs tests/e2e-firebase in
// Chromium against the emulators (scripts/emulators-exec.mjs: Firestore with firestore.rules and
// triggers, every query recorded for the index check).
//
//   node scripts/run-e2e-firebase.mjs [--no-build] [vitest args...]
//
// --no-build reuses the last build and the ports it was made for. Exit code 3: the emulators
// cannot run on this machine (said in one line), as for the other emulator suites.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  PROJECT_ID,
  ROOT,
  UNAVAILABLE_EXIT,
  firestoreProvider,
  freePort,
} from './lib/emulator-harness.mjs';
import { serverBuildDir } from '../build/server-build-dir.mjs';

const OUT_DIR = resolve(ROOT, 'dist-e2e-firebase');
const PORTS_FILE = resolve(OUT_DIR, 'emulator-ports.json');
const EMULATOR_HOST = '127.0.0.1';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const vitestArgs = args.filter((arg) => arg !== '--no-build');

const sh = (command, env = process.env) =>
  spawnSync(command, { cwd: ROOT, shell: true, stdio: 'inherit', env }).status ?? 1;

/** The ports of the last build (--no-build), else free ones. */
async function choosePorts() {
  if (noBuild) {
    if (!existsSync(PORTS_FILE)) {
      console.error(
        'run-e2e-firebase: no earlier build in dist-e2e-firebase/; run without --no-build.',
      );
      process.exit(1);
    }
    return JSON.parse(readFileSync(PORTS_FILE, 'utf8'));
  }
  return { auth: await freePort(), firestore: await freePort(), functions: await freePort() };
}

/** Builds the app as a Firebase build pointed at the emulators on these ports. */
function build(ports) {
  const status = sh(`npx vite build --outDir ${JSON.stringify(OUT_DIR)} --emptyOutDir`, {
    ...process.env,
    // Vitest or a caller may have set it; a development React would not be the production app.
    NODE_ENV: 'production',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    // App Check's local token names the app it was made for.
    VITE_FIREBASE_APP_ID: '1:000000000000:web:e2e-firebase',
    VITE_USE_EMULATORS: '1',
    VITE_EMULATOR_HOST: EMULATOR_HOST,
    VITE_EMULATOR_PORTS: `auth=${ports.auth},firestore=${ports.firestore},functions=${ports.functions}`,
  });
  if (status === 0) writeFileSync(PORTS_FILE, JSON.stringify(ports));
  return status;
}

const provider = firestoreProvider();
if (!provider.kind) {
  console.error(`emulators: ${provider.reason}.`);
  process.exit(UNAVAILABLE_EXIT);
}
const ports = await choosePorts();
if (!noBuild && build(ports) !== 0) process.exit(1);
const portList = Object.entries(ports)
  .map(([name, port]) => `${name}=${port}`)
  .join(',');
process.exit(
  sh(
    [
      'node scripts/emulators-exec.mjs --only firestore,auth,functions --rules',
      `--ports ${portList} --record-queries e2e-firebase --`,
      'npx vitest run --project e2e-firebase',
      ...vitestArgs,
    ].join(' '),
    // renderPage renders with this build's server half (its entry, shell and manifest).
    { ...process.env, EDGE_SERVER_BUILD: serverBuildDir(OUT_DIR) },
  ),
);
