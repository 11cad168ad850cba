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
import { resolve } from 'node:path';
import {
  ROOT,
  UNAVAILABLE_EXIT,
  buildFunctions,
  firestoreProvider,
  storageAvailable,
} from './lib/emulator-harness.mjs';
import { EMULATOR_DIST, emulatorUiDownloaded } from './lib/hosting-emulator.mjs';
import { serverBuildDir } from '../build/server-build-dir.mjs';
import { HOST, buildEmulatorApp, fixedPorts, startEmulatorSuite } from './lib/emulator-suite.mjs';

const DEFAULT_ONLY = ['auth', 'firestore', 'functions', 'hosting', 'storage'];

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
  if (wanted.includes('hosting') && build && !buildEmulatorApp(ports)) return 1;
  const ui = emulatorUiDownloaded();
  const suite = await startEmulatorSuite({
    wanted,
    ports,
    hostingDir: wanted.includes('hosting') ? EMULATOR_DIST : undefined,
    // renderPage renders for the build Hosting serves.
    functionsEnv: { EDGE_SERVER_BUILD: serverBuildDir(resolve(ROOT, EMULATOR_DIST)) },
    seed,
    ui,
    passThrough,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => suite.stopChild(signal));
  }
  const lines = [
    suite.firestore
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
    `\nEmulators ready${suite.seeded ? ' and seeded' : ''} (Ctrl+C to stop):\n  ${lines.join('\n  ')}\n`,
  );
  const code = await suite.exited;
  await suite.stop();
  return code;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`emulators: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
