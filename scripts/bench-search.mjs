#!/usr/bin/env node
// The search's figures (issue 29), part of `npm run bench`; alone:
//   node scripts/bench-search.mjs [--no-build]
// 1. The index's size, gzip: of the seeded library, and of a library of at least 400 pieces
//    (the seeded one copied; each copy's words shuffled, so they weigh as different texts would).
// 2. A keystroke on a phone-class CPU (4× slowdown): the Firebase build in Chromium, served its
//    index of the 400-piece library, the search opened from the header and queries typed a character
//    at a time; for each character, the time from the input to the next frame with its results.
// 3. That a first visit fetches nothing of the search (the home page and an essay).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createServer, preview } from 'vite';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outDir = join(root, 'bench-results', 'dist-firebase');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (text) => gzipSync(text, { level: 9 }).length;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');

if (!args.includes('--no-build') || !existsSync(outDir)) {
  const built = spawnSync(`npx vite build --outDir ${outDir} --emptyOutDir`, {
    cwd: root,
    shell: true,
    stdio: 'ignore',
    env: { ...process.env, VITE_USE_EMULATORS: '1' },
  });
  if (built.status !== 0) process.exit(1);
}

// The seed and the index's own code, through Vite (the seed imports its Markdown with ?raw).
const vite = await createServer({
  root,
  logLevel: 'silent',
  server: { middlewareMode: true },
  appType: 'custom',
});
const seed = await vite.ssrLoadModule('/src/backend/seed/index.ts');
const { buildSearchIndex, piecesOf } = await vite.ssrLoadModule(
  '/src/domain/search/search-index.ts',
);
await vite.close();

/** The words of a text in another order (a fixed one per copy), as another text would be. */
function shuffled(text, copy) {
  const words = text.split(/\s+/);
  let x = copy * 7919;
  for (let i = words.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [words[i], words[j]] = [words[j], words[i]];
  }
  return words.join(' ');
}
const copyOf = (item, copy, fields) =>
  copy === 0
    ? item
    : {
        ...item,
        id: `${item.id}-${copy}`,
        slug: `${item.slug}-${copy}`,
        title: `${item.title} ${copy + 1}`,
        ...Object.fromEntries(fields.map((f) => [f, item[f] && shuffled(item[f], copy)])),
      };
const published = {
  essays: seed.seedEssays.filter((e) => e.status === 'published'),
  dispatches: seed.seedDispatches.filter((d) => d.status === 'published'),
  prompts: seed.seedPrompts.filter((p) => p.status === 'active'),
};
const seededCount =
  published.essays.length + published.dispatches.length + published.prompts.length;
const copies = Math.ceil(400 / seededCount);
const library400 = { essays: [], dispatches: [], prompts: [] };
for (let copy = 0; copy < copies; copy++) {
  const long = ['excerpt', 'content'];
  library400.essays.push(...published.essays.map((e) => copyOf(e, copy, long)));
  library400.dispatches.push(...published.dispatches.map((d) => copyOf(d, copy, long)));
  library400.prompts.push(
    ...published.prompts.map((p) =>
      copyOf(p, copy, ['description', 'aboutPrompt', 'howToUse', 'content']),
    ),
  );
}
const seeded = JSON.stringify(buildSearchIndex(piecesOf(published), new Date()));
const big = buildSearchIndex(piecesOf(library400), new Date());
const bigJson = JSON.stringify(big);
console.log(
  `\nSearch index (gzip -9): the seeded library, ${JSON.parse(seeded).rows.length} pieces: ` +
    `${kb(gz(seeded))}; ×${copies}, ${big.rows.length} pieces: ${kb(gz(bigJson))} (${kb(bigJson.length)} raw)`,
);

const server = await preview({
  root,
  logLevel: 'silent',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0 },
});
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

// First visits: nothing of the search (its chunks, the index) is fetched.
for (const path of ['/', '/essays/the-edge-dilemma']) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  const search = fetched.filter((p) => /search/i.test(p));
  console.log(
    `First visit of ${path}: ${fetched.length} requests, ` +
      (search.length ? `SEARCH FETCHED: ${search.join(', ')}` : 'nothing of the search'),
  );
  await context.close();
}

const QUERIES = ['board decisions', 'context engineering', 'chief of staff', 'governance risk'];
const context = await browser.newContext({
  serviceWorkers: 'block',
  viewport: { width: 390, height: 844 },
});
const page = await context.newPage();
await page.route('**/search-index.json', (route) =>
  route.fulfill({ contentType: 'application/json', body: bigJson }),
);
await page.goto(base + '/');
await page.waitForLoadState('networkidle');
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const opened = Date.now();
await page.getByRole('link', { name: 'Search' }).click();
await page.getByText('Type to search every essay, dispatch and AI prompt.').waitFor();
const firstOpen = Date.now() - opened;

// Each keystroke three times (from the query one character shorter), its fastest kept: the
// machine's other work then counts as little as it can.
const keystroke = (value, previous) =>
  page.evaluate(
    async ({ value, previous }) => {
      const input = document.querySelector('input[type="search"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const type = (text) => {
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const task = () =>
        new Promise((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        });
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const best = { rendered: Infinity, painted: Infinity };
      for (let i = 0; i < 3; i++) {
        type(previous);
        await frame();
        const t0 = performance.now();
        type(value);
        // The results in the page (React has drawn them), then the frame that shows them.
        await task();
        best.rendered = Math.min(best.rendered, performance.now() - t0);
        await frame();
        best.painted = Math.min(best.painted, performance.now() - t0);
      }
      return best;
    },
    { value, previous },
  );

const rendered = [];
const painted = [];
for (const query of QUERIES) {
  for (let n = 1; n <= query.length; n++) {
    const time = await keystroke(query.slice(0, n), query.slice(0, n - 1));
    rendered.push(time.rendered);
    painted.push(time.painted);
  }
  const found = await page.getByRole('list', { name: 'Search results' }).getByRole('link').count();
  if (found === 0) throw new Error(`No results for "${query}": the measurement is not of a search`);
}
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `${at(0.5)} ms median, ${at(0.95)} ms p95, ${at(1)} ms max`;
};
console.log(
  `Search, 4× CPU slowdown, ${big.rows.length} pieces, ${rendered.length} keystrokes (best of 3 ` +
    `each; load average ${load()} on this machine):\n  results in the page ${stats(rendered)}` +
    `\n  results on screen (next frame) ${stats(painted)}\n  first open (code, index, engine) ` +
    `${firstOpen} ms`,
);
await context.close();
await browser.close();
await server.close();
