import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './browser.ts';

/** Waits for the worker to control the page, so the shell and images go through it. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 15_000,
    })
    .toBe(true);
  await waitForWholeShell(page);
}

/**
 * Waits until the worker's precache holds its whole shell: the first worker takes the page over
 * before that (worker/precache.ts) and fetches the rest behind it. The shell's size is read from
 * the worker's own manifest (sw.js).
 */
export async function waitForWholeShell(page: Page): Promise<void> {
  const missing = () =>
    page.evaluate(async () => {
      const manifest = await (await fetch('/sw.js')).text();
      const files = manifest.split('"url":').length - 1;
      let cached = 0;
      for (const name of await caches.keys()) {
        if (name.includes('precache')) cached += (await (await caches.open(name)).keys()).length;
      }
      return files - cached;
    });
  await expect.poll(missing, { timeout: 30_000 }).toBeLessThanOrEqual(0);
}

/**
 * Opens a piece and waits until its text is shown (past the gate: Copy link is there) and it is
 * in the offline library: the save runs once the text shows, and leaving the page before it
 * lands would abort it (a loaded machine made the next step start that early).
 */
export async function read(page: Page, path: string, title: string): Promise<void> {
  await page.goto(url(path));
  await page.locator('article h1', { hasText: title }).waitFor();
  await page.getByRole('button', { name: 'Copy link' }).waitFor();
  // At /{slug} the page finds the kind itself; those reads here are of pieces saved already.
  const [, kind, slug] = /^\/(essays|dispatches|prompts\/detail)\/(.+)$/.exec(path) ?? [];
  if (!kind) return;
  const key = `${{ essays: 'essay', dispatches: 'dispatch' }[kind] ?? 'prompt'}:${slug}`;
  // Polled with evaluate: waitForFunction takes an async predicate's promise as its answer at
  // once (it is truthy), so it would not wait for the save at all. The first page of a visit
  // saves once it has settled (platform/lifecycle/page-settled.ts): seconds.
  const isSaved = async (key: string) => {
    // Never creates the database itself: the library must find it as it left it.
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open('edge-offline');
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!db?.objectStoreNames.contains('pieces')) {
      db?.close();
      return false;
    }
    const saved = await new Promise((resolve) => {
      const get = db.transaction('pieces').objectStore('pieces').get(key);
      get.onsuccess = () => resolve(get.result !== undefined);
      get.onerror = () => resolve(false);
    });
    db.close();
    return saved;
  };
  await expect.poll(() => page.evaluate(isSaved, key), { timeout: 20_000 }).toBe(true);
}

/** The position kept on the device for `key` (IndexedDB, as the app keeps it), or null. */
export const storedPosition = (page: Page, key: string): Promise<number | null> =>
  page.evaluate(
    (key) =>
      new Promise<number | null>((resolve) => {
        // Never creates the database itself: the app must find it as it made it.
        const open = indexedDB.open('edge-reading-positions');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('positions')) return resolve(null);
          const get = db.transaction('positions').objectStore('positions').get(key);
          get.onsuccess = () => resolve((get.result as { progress?: number })?.progress ?? null);
          get.onerror = () => resolve(null);
        };
      }),
    key,
  );
