import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RUNTIME_IMAGES_CACHE,
  SAVED_IMAGES_CACHE,
} from '../../src/platform/offline/cache-names.ts';
import { axeViolations } from './support/axe.ts';
import { launchPersistent } from './support/browser.ts';
import { waitForWorker } from './support/offline-library.ts';
import { startStaticServer, type StaticServer } from './support/static-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NEXT_VERSION = 'e2e-next';

let server: StaticServer;
const contexts: BrowserContext[] = [];

/** A real profile (the worker persists) on the first build, its page controlled by the worker. */
async function openControlledPage(path = '/') {
  server.setRoot(resolve(ROOT, 'dist'));
  const context = await launchPersistent();
  contexts.push(context);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(server.url(path));
  // The first install takes control of the page it was installed from, and its old version's
  // chunks stay in its precache once a new version is deployed: all of them.
  await waitForWorker(page);
  return { context, page };
}

// The next deploy: the same code under another version, so another main chunk and sw.js.
beforeAll(async () => {
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', 'dist-next', '--emptyOutDir', '--logLevel', 'warn'],
    // Vitest runs with NODE_ENV=test, which would make this a development bundle of React.
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', EDGE_APP_VERSION: NEXT_VERSION } },
  );
  server = await startStaticServer(resolve(ROOT, 'dist'));
  // A whole production build: most of a minute on a quiet 2-core machine, more on a busy one.
  // Only the build's time limit; the journeys keep theirs.
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.close();
});

describe('a new version deployed while the app is open', () => {
  it('is offered, not forced: the open page keeps working, and Reload switches once', async () => {
    const { context, page } = await openControlledPage('/');
    const appVersion = () => page.evaluate(() => document.documentElement.dataset.appVersion);
    await page.locator('#essays a h3').first().waitFor();
    const firstVersion = await appVersion();
    expect(firstVersion).toBeTruthy();
    expect(firstVersion).not.toBe(NEXT_VERSION);

    let loads = 0;
    page.on('load', () => loads++);
    server.setRoot(resolve(ROOT, 'dist-next'));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await prompt.waitFor({ timeout: 20_000 });
    const reloadButton = prompt.getByRole('button', { name: 'Reload' });
    expect(await reloadButton.isVisible()).toBe(true);
    expect(await axeViolations(page, { within: '[role="status"]:has(button)' })).toEqual([]);

    // The old version still runs and still navigates, its lazy chunks from its own precache.
    const dispatch = page.locator('#newsletter a h3').first();
    const title = (await dispatch.textContent()) ?? '';
    await dispatch.click();
    await page.waitForURL(/\/dispatches\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await appVersion()).toBe(firstVersion);
    expect(loads).toBe(0);

    await reloadButton.click();
    await expect.poll(appVersion, { timeout: 15_000 }).toBe(NEXT_VERSION);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // No reload loop, and nothing more on offer.
    await page.waitForTimeout(3_000);
    expect(loads).toBe(1);
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});

describe('images through the worker', () => {
  it("answers from the offline library's cache first, and keeps images met while browsing", async () => {
    const { context, page } = await openControlledPage('/');
    const loadImage = (src: string) =>
      page.evaluate(
        (source) =>
          new Promise<number>((done) => {
            const img = new Image();
            img.onload = () => done(img.naturalWidth);
            img.onerror = () => done(0);
            img.src = source;
          }),
        src,
      );

    // What the offline library does when a piece is saved: the image goes into its cache.
    await page.evaluate(async (cacheName) => {
      const png = await (await fetch('/icons/icon-192.png')).blob();
      const cache = await caches.open(cacheName);
      await cache.put(
        '/media/saved-only.png',
        new Response(png, { headers: { 'Content-Type': 'image/png' } }),
      );
    }, SAVED_IMAGES_CACHE);
    expect(await loadImage('/media/saved-only.png')).toBe(192);

    // Not precached (the query string), so the runtime image cache keeps it.
    const browsed = '/og-image.png?e2e';
    expect(await loadImage(browsed)).toBeGreaterThan(0);
    const kept = () =>
      page.evaluate(
        async ({ url, cacheName }) => Boolean(await (await caches.open(cacheName)).match(url)),
        { url: browsed, cacheName: RUNTIME_IMAGES_CACHE },
      );
    await expect.poll(kept).toBe(true);

    await context.setOffline(true);
    expect(await loadImage(browsed)).toBeGreaterThan(0);
    expect(await loadImage('/media/saved-only.png')).toBe(192);
    await context.close();
  });
});
