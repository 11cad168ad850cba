#!/usr/bin/env node
// `npm run serve:hosting`: the production build served as Firebase Hosting serves it, so anyone
// can try and measure the real path locally: the app built for production (Firebase backend)
// into dist-hosting/, on the Hosting emulator with firebase.json's headers and rewrites (the
// rendering function included, on the Functions emulator), against the Firestore, Auth and
// Functions emulators, seeded with the demo content and accounts.
//
//   node scripts/serve-hosting.mjs [--free-ports] [--no-build] [-- <command...>]
//
// By default the emulators take firebase.json's ports (the site at http://127.0.0.1:5000) and
// run until Ctrl+C. --free-ports picks free ones, so it runs beside `npm run emulators` and the
// test suites. With a command, it runs that command once the site is up (EDGE_SITE_URL says
// where), stops everything and exits with the command's status (`npm run bench` does this).
// --no-build reuses the last build and the ports it was made for.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ROOT,
  UNAVAILABLE_EXIT,
  buildFunctions,
  firestoreProvider,
  freePort,
} from './lib/emulator-harness.mjs';
import { HOST, buildEmulatorApp, fixedPorts, startEmulatorSuite } from './lib/emulator-suite.mjs';
import { serverBuildDir } from '../build/server-build-dir.mjs';

const HOSTING_DIST = 'dist-hosting';
const WANTED = ['auth', 'firestore', 'functions', 'hosting'];
const PORTS_FILE = resolve(ROOT, HOSTING_DIST, 'emulator-ports.json');

function parseArgs(argv) {
  const dashes = argv.indexOf('--');
  const own = dashes >= 0 ? argv.slice(0, dashes) : argv;
  return {
    freePorts: own.includes('--free-ports'),
    build: !own.includes('--no-build'),
    command: dashes >= 0 ? argv.slice(dashes + 1).join(' ') : '',
  };
}

/** The ports to serve on: the last build's (--no-build), free ones, or firebase.json's. */
async function choosePorts({ freePorts, build }) {
  if (!build) {
    if (!existsSync(PORTS_FILE)) throw new Error(`no earlier build in ${HOSTING_DIST}/`);
    return JSON.parse(readFileSync(PORTS_FILE, 'utf8'));
  }
  if (!freePorts) return fixedPorts();
  const ports = {};
  for (const name of ['auth', 'firestore', 'functions', 'hosting', 'hub', 'logging']) {
    ports[name] = await freePort();
  }
  return ports;
}

/**
 * Waits until the site's pages render: the Functions emulator loads the functions after it says
 * it is up, and Hosting answers 404 for a rewrite to a function it does not have yet.
 */
async function untilRendering(site, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${site}/rss.xml`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${site} did not render its pages within ${timeoutMs / 1000} s`);
}

/** Runs `command` through the shell with `env`; resolves with its exit status. */
function runCommand(command, env) {
  return new Promise((done) => {
    const child = spawn(command, { cwd: process.cwd(), shell: true, stdio: 'inherit', env });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const provider = firestoreProvider();
  if (!provider.kind) {
    console.error(`serve:hosting: ${provider.reason}.`);
    return UNAVAILABLE_EXIT;
  }
  const ports = await choosePorts(options);
  if (!buildFunctions()) return 1;
  if (options.build) {
    if (!buildEmulatorApp(ports, HOSTING_DIST)) return 1;
    writeFileSync(PORTS_FILE, JSON.stringify(ports));
  }
  // Running a command, the emulators' own log goes to a file (printed if the command fails).
  const logFile = options.command ? join(tmpdir(), `serve-hosting-${process.pid}.log`) : undefined;
  const printLog = () => {
    if (logFile && existsSync(logFile))
      console.error(`--- the emulators' log ---\n${readFileSync(logFile, 'utf8').slice(-8000)}`);
  };
  // startEmulatorSuite stops what it started when it fails; the log says why.
  const suite = await startEmulatorSuite({
    logFile,
    wanted: WANTED,
    ports,
    hostingDir: HOSTING_DIST,
    // The rendering function renders with this build's server half (its entry, shell, manifest).
    functionsEnv: { EDGE_SERVER_BUILD: serverBuildDir(resolve(ROOT, HOSTING_DIST)) },
    // The site's origin is configuration only: this run's address (as the build's own pages).
    params: { SITE_URL: `http://${HOST}:${ports.hosting}` },
  }).catch((error) => {
    printLog();
    throw error;
  });
  const site = `http://${HOST}:${suite.ports.hosting}`;
  try {
    await untilRendering(site);
  } catch (error) {
    // The emulators are up but the site does not render: stop them (their JVMs hold the ports).
    printLog();
    await suite.stop();
    throw error;
  }
  if (!options.command) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => suite.stopChild(signal));
    }
    console.log(
      `\nThe production build, served as Firebase Hosting serves it${suite.seeded ? ', seeded' : ''}` +
        ` (Ctrl+C to stop):\n  ${site}\n`,
    );
    const code = await suite.exited;
    await suite.stop();
    return code;
  }
  let status = 1;
  try {
    status = await runCommand(options.command, { ...process.env, EDGE_SITE_URL: site });
  } finally {
    await suite.stop();
  }
  if (status !== 0) printLog();
  return status;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`serve:hosting: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
