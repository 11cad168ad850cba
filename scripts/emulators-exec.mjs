#!/usr/bin/env node
// Runs a command against freshly started emulators, then stops them (by process group) and
// exits with the command's status; on failure the Firestore emulator's log is printed.
//
//   node scripts/emulators-exec.mjs --only firestore,auth,functions [--rules] -- <command...>
//
// The command sees FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST (firebase-tools sets
// it), GCLOUD_PROJECT and EDGE_EMULATOR_PORTS (JSON: every emulator's port, the Functions
// emulator's included). --rules loads firestore.rules into the Firestore emulator (the rules
// suites load their own). Exit code 3 means an emulator cannot run on this machine; the one
// line before it says why.
import { spawn } from 'node:child_process';
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

function parseArgs(argv) {
  const dashes = argv.indexOf('--');
  const own = dashes >= 0 ? argv.slice(0, dashes) : argv;
  const command = dashes >= 0 ? argv.slice(dashes + 1) : [];
  const at = own.indexOf('--only');
  const only = (at >= 0 ? (own[at + 1] ?? '') : 'firestore')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { only, rules: own.includes('--rules'), command: command.join(' ') };
}

/** Runs `command` through the shell; resolves with its exit status. */
function runShell(command, env) {
  return new Promise((done) => {
    const child = spawn(command, { cwd: process.cwd(), shell: true, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const { only, rules, command } = parseArgs(process.argv.slice(2));
  if (!command) {
    console.error('Usage: node scripts/emulators-exec.mjs --only firestore,auth -- <command>');
    return 2;
  }
  const env = { ...process.env, GCLOUD_PROJECT: PROJECT_ID };
  const wantsFirestore = only.includes('firestore');
  const provider = wantsFirestore ? firestoreProvider() : null;
  if (wantsFirestore && !provider.kind) {
    console.error(`emulators: ${provider.reason}.`);
    return UNAVAILABLE_EXIT;
  }
  if (only.includes('storage') && !storageAvailable()) {
    console.error(
      'emulators: the Storage emulator needs Java 21 and firebase-tools\u2019 download; not here.',
    );
    return UNAVAILABLE_EXIT;
  }
  if (only.includes('functions') && !buildFunctions()) return 1;

  const config = await writeEmulatorConfig();
  env.EDGE_EMULATOR_PORTS = JSON.stringify(config.ports);
  let firestore = null;
  let status = 1;
  try {
    if (provider?.kind === 'cloud-sdk') {
      firestore = await startCloudSdkFirestore({
        launcher: provider.launcher,
        port: config.ports.firestore,
        rules: rules ? resolve(ROOT, 'firestore.rules') : undefined,
        functionsHost: only.includes('functions')
          ? `127.0.0.1:${config.ports.functions}`
          : undefined,
      });
      env.FIRESTORE_EMULATOR_HOST = `${firestore.host}:${firestore.port}`;
    }
    const throughFirebaseTools = only.filter(
      (name) => !(name === 'firestore' && provider?.kind === 'cloud-sdk'),
    );
    if (throughFirebaseTools.length === 0) {
      status = await runShell(command, env);
    } else {
      // Our Firestore emulator is not one firebase-tools started, so it registers no Firestore
      // triggers with it: register them ourselves before the command runs.
      const withTriggers =
        firestore && only.includes('functions')
          ? `${JSON.stringify(process.execPath)} ${JSON.stringify(resolve(ROOT, 'scripts/lib/firestore-triggers.mjs'))} && ${command}`
          : command;
      const quoted = JSON.stringify(withTriggers);
      status = await runShell(
        `${JSON.stringify(process.execPath)} ${JSON.stringify(FIREBASE_BIN)} emulators:exec ` +
          `--project ${PROJECT_ID} --config ${JSON.stringify(config.path)} ` +
          `--only ${throughFirebaseTools.join(',')} ${quoted}`,
        env,
      );
    }
    if (status !== 0) firestore?.printLog();
    return status;
  } finally {
    await firestore?.stop();
    config.remove();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`emulators: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
