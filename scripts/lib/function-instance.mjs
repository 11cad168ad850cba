// A function instance as Cloud Run makes one: a Node process that loads functions/lib/index.js
// (FUNCTION_TARGET names the function, as the Functions Framework does) and serves that function
// through Express. scripts/lib/cold-start.mjs times one start of it; scripts/load.mjs keeps a few
// running to measure a burst on instances shaped as deployed.
//
//   node scripts/lib/function-instance.mjs <function>   # prints {"port":N} once it listens
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Loads the functions and serves `target` on a free local port; resolves with the server and
 * the time the module had loaded (ms since the process started).
 */
export async function serveFunction(target) {
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
  return { server, loadedMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { server } = await serveFunction(process.argv[2] ?? 'renderPage');
  console.log(JSON.stringify({ port: server.address().port }));
}
