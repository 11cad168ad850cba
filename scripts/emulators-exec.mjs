#!/usr/bin/env node
// Runs a command against freshly started emulators, then stops them (by process group) and
// exits with the command's status; on failure the Firestore emulator's log is printed.
//
//   node scripts/emulators-exec.mjs --only firestore,auth,functions [--rules]
//     [--ports auth=9099,firestore=8080,...] [--record-queries <name>] [--record-writes <file>]
//     -- <command...>
//
// The command sees FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST (firebase-tools sets
// it), GCLOUD_PROJECT and EDGE_EMULATOR_PORTS (JSON: every emulator's port, the Functions
// emulator's included). --rules loads firestore.rules into the Firestore emulator (the rules
// suites load their own). --ports fixes ports (the others are free ones). --record-queries puts
// a recording proxy in front of Firestore (scripts/lib/query-recorder.mjs): every query any
// client sends lands in test-results/queries/<name>.jsonl, and the command sees
// EDGE_QUERY_RECORD=<name> so in-process hooks can note where queries are built
// (tests/indexes/ checks both). Exit code 3 means an emulator cannot run on this machine; the
// one line before it says why.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  UNAVAILABLE_EXIT,
  buildFunctions,
  firestoreProvider,
  freePort,
  parsePorts,
  startCloudSdkFirestore,
  storageAvailable,
  writeEmulatorConfig,
} from './lib/emulator-harness.mjs';
import { startQueryRecorder } from './lib/query-recorder.mjs';

const TRIGGERS_SCRIPT = resolve(ROOT, 'scripts/lib/firestore-triggers.mjs');

function parseArgs(argv) {
  const dashes = argv.indexOf('--');
  const own = dashes >= 0 ? argv.slice(0, dashes) : argv;
  const command = dashes >= 0 ? argv.slice(dashes + 1) : [];
  const value = (flag) => {
    const at = own.indexOf(flag);
    return at >= 0 ? (own[at + 1] ?? '') : null;
  };
  const only = (value('--only') ?? 'firestore')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    only,
    rules: own.includes('--rules'),
    ports: parsePorts(value('--ports') ?? ''),
    record: value('--record-queries'),
    writes: value('--record-writes'),
    command: command.join(' '),
  };
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

/**
 * Keeps the Firestore emulator's own report of the composite indexes its query planner chose
 * (`:indexUsage`, undocumented in the Cloud SDK's emulator) beside the recorded queries, so the
 * index check can see whether any query reached the emulator without passing the recorder.
 */
async function saveIndexUsage(firestore, record) {
  const database = `projects/${PROJECT_ID}/databases/(default)`;
  const url =
    `http://${firestore.host}:${firestore.port}/emulator/v1/projects/${PROJECT_ID}:indexUsage` +
    `?database=${encodeURIComponent(database)}`;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    const file = resolve(ROOT, 'test-results/queries', `${record}.index-usage.json`);
    writeFileSync(file, JSON.stringify(await response.json(), null, 2));
  } catch (error) {
    console.error(`emulators: could not read the emulator's index usage: ${error.message}`);
  }
}

async function main() {
  const { only, rules, ports, record, writes, command } = parseArgs(process.argv.slice(2));
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

  const config = await writeEmulatorConfig(ports);
  env.EDGE_EMULATOR_PORTS = JSON.stringify(config.ports);
  let firestore = null;
  let recorder = null;
  let status = 1;
  try {
    if (provider?.kind === 'cloud-sdk') {
      firestore = await startCloudSdkFirestore({
        launcher: provider.launcher,
        // Recording, the emulator moves to a port of its own and the proxy takes its place.
        port: record || writes ? await freePort() : config.ports.firestore,
        rules: rules ? resolve(ROOT, 'firestore.rules') : undefined,
        functionsHost: only.includes('functions')
          ? `127.0.0.1:${config.ports.functions}`
          : undefined,
      });
      env.FIRESTORE_EMULATOR_HOST = `${firestore.host}:${firestore.port}`;
      if (record || writes) {
        const logFile = record ? resolve(ROOT, 'test-results/queries', `${record}.jsonl`) : null;
        if (logFile) {
          rmSync(logFile, { force: true });
          rmSync(logFile.replace(/\.jsonl$/, '.index-usage.json'), { force: true });
        }
        const writeLog = writes ? resolve(writes) : null;
        if (writeLog) rmSync(writeLog, { force: true });
        recorder = await startQueryRecorder({
          target: { host: firestore.host, port: firestore.port },
          port: config.ports.firestore,
          logFile,
          writeLog,
        });
        env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${recorder.port}`;
        if (record) env.EDGE_QUERY_RECORD = record;
        if (writeLog) env.EDGE_WRITE_RECORD = writeLog;
      }
    } else if (record || writes) {
      console.error(
        'emulators: --record-queries and --record-writes need the Cloud SDK Firestore emulator; nothing is recorded.',
      );
    }
    const throughFirebaseTools = only.filter(
      (name) => !(name === 'firestore' && provider?.kind === 'cloud-sdk'),
    );
    if (throughFirebaseTools.length === 0) {
      status = await runShell(command, env);
    } else {
      // Our Firestore emulator is not firebase-tools' own: register the functions' Firestore
      // triggers with it once the Functions emulator has loaded them (lib/firestore-triggers.mjs).
      const registers = firestore && only.includes('functions');
      const quoted = JSON.stringify(
        registers
          ? `${JSON.stringify(process.execPath)} ${JSON.stringify(TRIGGERS_SCRIPT)} && ${command}`
          : command,
      );
      status = await runShell(
        `${JSON.stringify(process.execPath)} ${JSON.stringify(FIREBASE_BIN)} emulators:exec ` +
          `--project ${PROJECT_ID} --config ${JSON.stringify(config.path)} ` +
          `--only ${throughFirebaseTools.join(',')} ${quoted}`,
        env,
      );
    }
    if (recorder && record) await saveIndexUsage(firestore, record);
    if (status !== 0) firestore?.printLog();
    return status;
  } finally {
    await recorder?.close();
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
