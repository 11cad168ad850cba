#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail. Builds (unless --no-build), serves dist/ with
// `vite preview`, and for each route measures in system Chromium what a first-time visitor
// downloads (JS and CSS, gzip) and when the page paints. Also the service worker's precache.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx vite build', { cwd: root, shell: true, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const server = await preview({ root, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0 } });
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}`;
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

const ROUTES = [
  '/',
  '/essays/the-edge-dilemma',
  '/build-an-ai-chief-of-staff',
  '/admin',
  '/this/does/not/exist',
];
const RUNS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(
  `\nPer route, first visit (median of ${RUNS} cold loads; sizes are gzip -9 of what was fetched)`,
);
console.log(
  'route'.padEnd(34),
  'JS'.padStart(10),
  'CSS'.padStart(9),
  'requests'.padStart(9),
  'FCP ms'.padStart(8),
  'ready ms'.padStart(9),
);
for (const route of ROUTES) {
  const fcp = [];
  const ready = [];
  let js = 0;
  let css = 0;
  let requests = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const fetched = new Set();
    page.on('request', (r) => fetched.add(new URL(r.url()).pathname));
    const t0 = Date.now();
    await page.goto(base + route);
    await page.waitForFunction(() => document.querySelector('main h1, main h2'), null, {
      timeout: 15_000,
    });
    ready.push(Date.now() - t0);
    await page.waitForLoadState('networkidle');
    fcp.push(
      await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ),
    );
    js = 0;
    css = 0;
    requests = fetched.size;
    for (const path of fetched) {
      const file = join(dist, path);
      if (!existsSync(file) || !statSync(file).isFile()) continue;
      if (path.endsWith('.js')) js += gz(file);
      if (path.endsWith('.css')) css += gz(file);
    }
    await context.close();
  }
  console.log(
    route.padEnd(34),
    kb(js).padStart(10),
    kb(css).padStart(9),
    String(requests).padStart(9),
    median(fcp).toFixed(0).padStart(8),
    String(median(ready)).padStart(9),
  );
}

const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const entries = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
const precacheBytes = entries.reduce((sum, u) => {
  const file = join(dist, u);
  return existsSync(file) ? sum + statSync(file).size : sum;
}, 0);
console.log(`\nService worker precache: ${entries.length} entries, ${kb(precacheBytes)} raw`);

const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const allJs = assets.reduce((sum, f) => sum + gz(join(dist, 'assets', f)), 0);
console.log(`All JS in the build: ${assets.length} files, ${kb(allJs)} gzip`);

await browser.close();
await server.close();
