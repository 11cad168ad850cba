#!/usr/bin/env node
// One cold start of one function, as a new Cloud Run instance makes it: a fresh Node process
// loads the functions and serves the one named (scripts/lib/function-instance.mjs), then answers
// one request. Prints one line of JSON: how long from the process's start to the module loaded
// and to the answer, the answer's status, and the process's peak memory. scripts/load.mjs runs
// it; the caller's environment says where the emulators are.
//
//   node scripts/lib/cold-start.mjs <function> <method> <path>
import { serveFunction } from './function-instance.mjs';

const [target = 'renderPage', method = 'GET', path = '/'] = process.argv.slice(2);
const { server, loadedMs } = await serveFunction(target);
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
