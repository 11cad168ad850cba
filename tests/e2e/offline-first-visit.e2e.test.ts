import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE, url } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Pieces opened on a first visit (a fresh profile: no worker, nothing saved). */
const PIECES = [
  { path: '/essays/the-edge-dilemma', bare: '/the-edge-dilemma', title: 'The EDGE Dilemma' },
  {
    path: '/prompts/detail/build-an-ai-chief-of-staff',
    bare: '/build-an-ai-chief-of-staff',
    title: 'Build an AI Chief of Staff',
  },
];

/**
 * Opens `path` and reads the piece: its title, its text and the saved-copy notice, still there
 * once the page's code has run (or failed to: a chunk the network never brought).
 */
async function readsOffline(page: Page, path: string, title: string): Promise<void> {
  // Not page.goto, which waits for the app to take the page over (support/browser.ts).
  await page.evaluate((target) => window.location.assign(target), url(path));
  await page.waitForURL(url(path), { waitUntil: 'commit' });
  await page.locator('article h1', { hasText: title }).waitFor();
  await page.waitForTimeout(1500);
  // Why (offline, or the server out of reach: a worker the browser has not told it is offline)
  // depends on who says it; what it is, the copy saved on this device, does not.
  const notice = page.getByRole('status').filter({ hasText: "You're reading the copy saved" });
  await notice
    .waitFor({ timeout: 3000 })
    .catch(async () =>
      console.log(
        page.url(),
        await page.evaluate(
          () =>
            [...document.querySelectorAll('[role=status]')]
              .map((e) => e.outerHTML.slice(0, 300))
              .join('\n') +
            document.documentElement.outerHTML.slice(0, 100) +
            document.body.innerText.slice(0, 300),
        ),
      ),
    );
  await notice.waitFor();
  expect(await notice.innerText()).toMatch(/^(You're offline\.|We couldn't reach the server\.) /);
  expect(await page.locator('article h1').innerText()).toBe(title);
  const text = await page.locator('article').innerText();
  expect(text.length, path).toBeGreaterThan(400);
}

describe('a first visit, offline a second after', () => {
  for (const piece of PIECES) {
    it(`keeps ${piece.path} when the network goes 1 s after its text shows`, async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(url(piece.path), { waitUntil: 'commit' });
      await page.locator('article h1', { hasText: piece.title }).waitFor();
      await page.waitForTimeout(1000);
      await context.setOffline(true);

      // At its own address and through the catch-all, from the device.
      await readsOffline(page, piece.path, piece.title);
      await readsOffline(page, piece.bare, piece.title);

      // The worker that installed with the network gone fetches the rest of the app's shell
      // behind its next requests online: every route then opens offline.
      await context.setOffline(false);
      await page.goto(url(piece.path));
      await page.locator('article h1', { hasText: piece.title }).waitFor();
      await expect
        .poll(() => page.evaluate(notPrecached, SHELL), { timeout: 20_000, interval: 500 })
        .toEqual([]);
      await context.setOffline(true);
      await page.goto(url('/offline'));
      await page.getByRole('heading', { name: 'Available offline', level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Saved pieces' }).getByText(piece.title).waitFor();
      await context.close();
    });
  }
});

describe('a first visit, while the page hydrates', () => {
  it('has the worker fetch the rest of the shell only once the page has settled', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The worker's requests for the shell's page (revisioned: never from the browser's cache).
    const shellFetched: number[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname === '/shell.html')
        shellFetched.push(Date.now());
    });
    const loaded = page.waitForEvent('load').then(() => Date.now());
    await page.goto(url(PIECES[0]!.path), { waitUntil: 'commit' });
    await page.locator('article h1', { hasText: PIECES[0]!.title }).waitFor();
    const loadedAt = await loaded;
    // The first worker takes the page over with what the browser's cache holds...
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 15_000,
      })
      .toBe(true);
    // ...and the rest comes once the page has settled (3 s after its load, nothing touched).
    await expect
      .poll(() => page.evaluate(notPrecached, SHELL), { timeout: 30_000, interval: 500 })
      .toEqual([]);
    expect(shellFetched.length).toBeGreaterThan(0);
    expect(shellFetched[0]! - loadedAt).toBeGreaterThanOrEqual(2500);
    await context.close();
  });
});

/** The app's shell: the files the built worker precaches (its injected manifest). */
const SHELL = [
  ...readFileSync(resolve(import.meta.dirname, '../../dist/sw.js'), 'utf8').matchAll(
    /"url":"([^"]+)"/g,
  ),
].map((match) => `/${match[1]!.replace(/^\//, '')}`);

/** Of `paths`, those not in the worker's precache. */
async function notPrecached(paths: string[]): Promise<string[]> {
  const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
  const kept = name ? await (await caches.open(name)).keys() : [];
  const have = new Set(kept.map((request) => new URL(request.url).pathname));
  return paths.filter((path) => !have.has(path));
}
