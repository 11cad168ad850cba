#!/usr/bin/env node
// `npm run load`: what the site costs to serve, on the production build served as Hosting serves
// it (`npm run serve:hosting`: the Hosting, Functions, Firestore and Auth emulators, seeded; no
// CDN in front, so every request renders):
//   1. cold start of renderPage and of unsubscribeOneClick: a fresh process loading the
//      functions and answering one request (scripts/lib/cold-start.mjs), time and peak memory;
//   2. warm render time per page, p50/p95 of 20 in a row: home, an essay, a category page;
//   3. time to first byte of 20, then 50, concurrent requests for the site's pages: through the
//      emulators, then on warm renderPage instances shaped as deployed (a process per core, 8
//      requests at a time each: scripts/lib/function-instance.mjs);
// then, when scripts/load-rollups.mjs exists, the analytics rollups under load (its own
// emulators). Figures depend on the machine and on what else runs on it.
//
//   node scripts/load.mjs [--no-build]         # serves the site, measures, then the rollups
//   EDGE_SITE_URL=http://127.0.0.1:5000 node scripts/load.mjs   # against a site already up
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { serverBuildDir } from '../build/server-build-dir.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const HOSTING_DIST = resolve(ROOT, 'dist-hosting');
const ROLLUPS = resolve(ROOT, 'scripts/load-rollups.mjs');
const PAGES = { home: '/', essay: '/essays/the-edge-dilemma', category: '/prompts/edge-co-pilots' };
const WARM_RUNS = 20;
const COLD_RUNS = 3;
const BURSTS = [20, 50];
// renderPage's `concurrency` (functions/src/render-page.ts): requests one instance takes at once.
const INSTANCE_CONCURRENCY = 8;

/** The value at fraction `q` of sorted `values` (nearest rank). */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}
const ms = (value) => `${Math.round(value)} ms`;
const spread = (values) => `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}`;

/** GETs `url`; resolves with its status, time to first byte and to the whole body, and timings. */
async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'br' } });
  const firstByte = performance.now() - started;
  await response.arrayBuffer();
  const render = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return {
    status: response.status,
    firstByte,
    total: performance.now() - started,
    render: render ? Number(render[1]) : null,
  };
}

/**
 * CPU time (ms) this site's Functions emulator workers have used so far, from /proc: a
 * request's cost whatever else the machine runs (Linux; null elsewhere). Their own overhead
 * (the emulator's runtime, Express) is in it, the same before and after a change.
 */
function functionsCpuMs() {
  if (!existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime'))
        continue;
      // This site's workers only (their environment names its build), not another run's.
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(HOSTING_DIST)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The emulators' ports of the build serve:hosting made (it writes them beside the build). */
function emulatorPorts() {
  return JSON.parse(readFileSync(resolve(HOSTING_DIST, 'emulator-ports.json'), 'utf8'));
}

/** What a function process needs to run against the emulators serve:hosting started. */
function functionEnv(site) {
  const ports = emulatorPorts();
  return {
    ...process.env,
    GCLOUD_PROJECT: 'demo-edge-navigator',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FUNCTIONS_EMULATOR: 'true',
    SITE_URL: site,
    // The server half of the build being served (older builds: the build itself).
    EDGE_SERVER_BUILD: serverBuildDir(HOSTING_DIST),
    EDGE_CLIENT_DIST: HOSTING_DIST,
  };
}

/** One cold start of `target` answering `method path` (scripts/lib/cold-start.mjs). */
function coldStart(target, method, path, site) {
  const run = spawnSync(
    process.execPath,
    [resolve(ROOT, 'scripts/lib/cold-start.mjs'), target, method, path],
    { cwd: ROOT, encoding: 'utf8', env: functionEnv(site) },
  );
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{')) {
    throw new Error(`cold start of ${target} failed: ${run.stderr.slice(-2000)}`);
  }
  return JSON.parse(line);
}

function reportColdStarts(site) {
  console.log(
    `\nCold start (a new process loading the functions and answering once; ${COLD_RUNS} runs)`,
  );
  for (const [target, method, path] of [
    ['renderPage', 'GET', PAGES.essay],
    ['unsubscribeOneClick', 'POST', '/?token=not-a-token'],
  ]) {
    const runs = Array.from({ length: COLD_RUNS }, () => coldStart(target, method, path, site));
    const median = (key) =>
      quantile(
        runs.map((run) => run[key]),
        0.5,
      );
    console.log(
      `  ${target.padEnd(20)} answered ${runs[0].status} in ${ms(median('answeredMs'))} ` +
        `(module loaded at ${ms(median('loadedMs'))}), CPU ${ms(median('cpuMs'))}, ` +
        `peak ${median('peakRssMb')} MB [runs: ${runs
          .map((run) => `${run.answeredMs} ms/${run.cpuMs} ms CPU/${run.peakRssMb} MB`)
          .join(', ')}]`,
    );
  }
}

async function reportWarmRenders(site) {
  console.log(`\nWarm render, ${WARM_RUNS} in a row after one to warm up (through Hosting)`);
  for (const [name, path] of Object.entries(PAGES)) {
    await timedGet(`${site}${path}`);
    const runs = [];
    const cpuBefore = functionsCpuMs();
    for (let i = 0; i < WARM_RUNS; i++) runs.push(await timedGet(`${site}${path}`));
    const cpu = cpuBefore === null ? null : (functionsCpuMs() - cpuBefore) / WARM_RUNS;
    const renders = runs.map((run) => run.render).filter((value) => value !== null);
    console.log(
      `  ${name.padEnd(9)} ${path.padEnd(26)} status ${runs[0].status}; request ${spread(runs.map((r) => r.total))}` +
        (renders.length ? `; render (Server-Timing) ${spread(renders)}` : '') +
        (cpu === null ? '' : `; function CPU ${ms(cpu)} a request`),
    );
  }
}

/** The site's page addresses, from its sitemap: the pieces first, then the rest. */
async function siteAddresses(site) {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return paths.filter((path) => !/\.html$|^\/engineering\//.test(path));
}

/** `timedGet`, with a request that fails counted as an answer of its own. */
const timedGetOrError = (url) =>
  timedGet(url).catch((error) => ({ status: `error: ${error.message}`, firstByte: NaN }));

/** `size` of the site's addresses, taken in turn. */
const burstPaths = (paths, size) => Array.from({ length: size }, (_, i) => paths[i % paths.length]);

/** One burst's line: time to first byte, how long all took, `extra`, and what was not 200. */
function burstLine(size, runs, elapsedMs, extra = '') {
  const failed = runs.filter((run) => run.status !== 200);
  const firstBytes = runs.map((run) => run.firstByte).filter((value) => !Number.isNaN(value));
  const kinds = [...new Set(failed.map((f) => f.status))].join(', ');
  return (
    `  ${String(size).padStart(2)} concurrent: time to first byte ${spread(firstBytes)}, ` +
    `max ${ms(Math.max(...firstBytes))}; all done in ${ms(elapsedMs)}; ${extra}` +
    `${failed.length} not 200${failed.length ? ` (${kinds})` : ''}`
  );
}

async function reportBursts(site, paths) {
  console.log(
    `\nConcurrent requests, all at once, for the site's pages (${paths.length} addresses in turn)`,
  );
  for (const size of BURSTS) {
    const started = performance.now();
    const cpuBefore = functionsCpuMs();
    const runs = await Promise.all(
      burstPaths(paths, size).map((path) => timedGetOrError(`${site}${path}`)),
    );
    const cpu =
      cpuBefore === null
        ? ''
        : `function CPU ${ms((functionsCpuMs() - cpuBefore) / size)} a request; `;
    console.log(burstLine(size, runs, performance.now() - started, cpu));
  }
}

/**
 * `count` renderPage instances (scripts/lib/function-instance.mjs), each its own process as a
 * Cloud Run instance is; resolves with their ports and a way to stop them.
 */
async function startInstances(count, site) {
  const children = [];
  const ports = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((done, fail) => {
          const child = spawn(
            process.execPath,
            [resolve(ROOT, 'scripts/lib/function-instance.mjs'), 'renderPage'],
            { cwd: ROOT, env: functionEnv(site), stdio: ['ignore', 'pipe', 'inherit'] },
          );
          children.push(child);
          let out = '';
          child.stdout.on('data', (chunk) => {
            out += chunk;
            const line = out.split('\n').find((l) => l.startsWith('{"port"'));
            if (line) done(JSON.parse(line).port);
          });
          child.on('exit', (code) => fail(new Error(`a renderPage instance exited (${code})`)));
        }),
    ),
  );
  return { ports, stop: () => children.forEach((child) => child.kill()) };
}

/**
 * Requests for `paths`, all sent at once, spread over instances that each take
 * `INSTANCE_CONCURRENCY` at a time (renderPage's `concurrency`); a request finding every
 * instance full waits for a free place, as Cloud Run holds it while it scales. Each time to
 * first byte counts from the moment the request was sent, its wait included.
 */
async function instanceBurst(ports, paths) {
  const inFlight = ports.map(() => 0);
  const waiting = [];
  async function place() {
    for (;;) {
      const i = inFlight.indexOf(Math.min(...inFlight));
      if (inFlight[i] < INSTANCE_CONCURRENCY) {
        inFlight[i] += 1;
        return i;
      }
      await new Promise((done) => waiting.push(done));
    }
  }
  return Promise.all(
    paths.map(async (path) => {
      const sent = performance.now();
      const i = await place();
      const queued = performance.now() - sent;
      const run = await timedGetOrError(`http://127.0.0.1:${ports[i]}${path}`);
      inFlight[i] -= 1;
      waiting.shift()?.();
      return { ...run, firstByte: queued + run.firstByte };
    }),
  );
}

/**
 * The same bursts on renderPage instances shaped as deployed: one per core (each instance has
 * one vCPU), warm, `INSTANCE_CONCURRENCY` requests at a time each. The Functions emulator starts
 * a process per concurrent request instead (firebase-tools' RuntimeWorkerPool), so its figures
 * above are cold starts; these are what the deployed function does once warm.
 */
async function reportInstanceBursts(site, paths) {
  const count = availableParallelism();
  const { ports, stop } = await startInstances(count, site);
  try {
    for (const port of ports) {
      for (const path of Object.values(PAGES)) await timedGet(`http://127.0.0.1:${port}${path}`);
    }
    console.log(
      `\nThe same, on ${count} warm renderPage instances as deployed (one vCPU and ` +
        `${INSTANCE_CONCURRENCY} requests at a time each; the rest wait for a place)`,
    );
    for (const size of BURSTS) {
      const started = performance.now();
      const runs = await instanceBurst(ports, burstPaths(paths, size));
      console.log(burstLine(size, runs, performance.now() - started));
    }
  } finally {
    stop();
  }
}

/** Runs `args` with node, its output passed through; resolves with its exit status. */
function node(args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const site = process.env.EDGE_SITE_URL;
if (site) {
  console.log(
    `Load on ${site} (load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  reportColdStarts(site);
  await reportWarmRenders(site);
  const paths = await siteAddresses(site);
  await reportBursts(site, paths);
  await reportInstanceBursts(site, paths);
} else {
  const build = process.argv.includes('--no-build') ? ['--no-build'] : [];
  const served = await node([
    resolve(ROOT, 'scripts/serve-hosting.mjs'),
    '--free-ports',
    ...build,
    '--',
    `${JSON.stringify(process.execPath)} ${JSON.stringify(resolve(ROOT, 'scripts/load.mjs'))}`,
  ]);
  let rollups = 0;
  if (existsSync(ROLLUPS)) {
    console.log('\nAnalytics rollups under load (scripts/load-rollups.mjs)');
    rollups = await node([ROLLUPS]);
  }
  process.exitCode = served || rollups;
}
