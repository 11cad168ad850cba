#!/usr/bin/env node
// One cold start of one function, as a new Cloud Run instance makes it: a fresh Node process
// loads functions/lib/index.js (FUNCTION_TARGET names the function, as the Functions Framework
// does), serves it through Express, and answers one request. Prints one line of JSON: how long
// from the process's start to the module loaded and to the answer, the answer's status, and the
// process's peak memory. scripts/load.mjs runs it; the caller's environment says where the
// emulators are.
//
//   node scripts/lib/cold-start.mjs <function> <method> <path>
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [target = 'renderPage', method = 'GET', path = '/'] = process.argv.slice(2);
const ROOT = resolve(import.meta.dirname, '../..');
process.env.FUNCTION_TARGET = target;
process.env.K_SERVICE = target;

const module = await import(pathToFileURL(resolve(ROOT, 'functions/lib/index.js')).href);
const loadedMs = performance.now();
const handler = module[target];
if (typeof handler !== 'function') throw new Error(`functions/lib/index.js has no ${target}`);

// The Functions Framework serves a function through Express; so does this.
const express = createRequire(resolve(ROOT, 'functions/package.json'))('express');
const app = express();
app.all('*', (req, res) => handler(req, res));
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const response = await fetch(`http://127.0.0.1:${server.address().port}${path}`, {
  method,
  redirect: 'manual',
  headers: { 'accept-encoding': 'br, gzip' },
});
await response.arrayBuffer();
const answeredMs = performance.now();
server.close();
console.log(
  JSON.stringify({
    target,
    status: response.status,
    loadedMs: Math.round(loadedMs),
    answeredMs: Math.round(answeredMs),
    // CPU time: what the start cost, whatever else the machine was doing meanwhile.
    cpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
process.exit(0);
