// "Keep new dispatches on this device" (issue 29, item 3): a dispatch published while the app is
// closed is saved by the service worker, woken by Periodic Background Sync (dispatched here
// through the DevTools protocol) or, where the browser has none, at the next launch; it then
// opens with the network cut, and /offline says when the library last refreshed.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import {
  AT_LAUNCH,
  grantPeriodicSync,
  IN_BACKGROUND,
  publishedDispatch,
  readOffline,
  saved,
  SYNC_TAG,
  turnOn,
  wakeWorker,
  withoutPeriodicSync,
} from './support/keep-new.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Publishes a dispatch in the demo's database, from a page of the site that is not the app (its
 * robots.txt): the app is closed meanwhile. The demo's data layer, as the CMS would write it.
 */
async function publishWhileClosed(context: BrowserContext, slug: string, title: string) {
  const page = await context.newPage();
  await page.goto(url('/robots.txt'));
  await page.evaluate(
    async (dispatch) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('edge-navigator-demo');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = db.transaction('collections', 'readwrite').objectStore('collections');
      await new Promise<void>((resolve, reject) => {
        const get = store.get('articles');
        get.onsuccess = () => {
          const articles = get.result as Record<string, unknown>[];
          articles.push({ ...articles[0], id: `e2e-${dispatch.slug}`, ...dispatch });
          const put = store.put(articles, 'articles');
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
        get.onerror = () => reject(get.error);
      });
      db.close();
    },
    publishedDispatch(slug, title),
  );
  return page;
}

describe('new dispatches kept on the device', () => {
  it('Periodic Background Sync: published while the app is closed, saved when the browser wakes the worker, read offline', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await grantPeriodicSync(browser, page);
    await turnOn(page, IN_BACKGROUND);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const sync = (registration as unknown as { periodicSync: { getTags(): Promise<string[]> } })
          .periodicSync;
        return sync.getTags();
      }),
    ).toEqual([SYNC_TAG]);
    await page.close();

    const title = 'Dispatch From the Morning Flight';
    const slug = 'dispatch-from-the-morning-flight';
    const site = await publishWhileClosed(context, slug, title);
    await wakeWorker(site, `dispatch:${slug}`);
    await site.close();

    const offline = await readOffline(context, slug, title);
    await offline.goto(url('/offline'));
    await offline.getByRole('link', { name: title }).waitFor();
    await offline.getByText(/^Last refreshed (just now|1 minute ago)\.$/).waitFor();
    await context.close();
  });

  it('no periodic sync: the dispatch published while the app was closed is saved at its next launch', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await withoutPeriodicSync(context);
    await turnOn(page, AT_LAUNCH);
    await page.close();

    const title = 'Dispatch Waiting for the Launch';
    const slug = 'dispatch-waiting-for-the-launch';
    const site = await publishWhileClosed(context, slug, title);
    expect(await saved(site, `dispatch:${slug}`)).toBe(false);
    await site.close();

    const launched = await context.newPage();
    await launched.goto(url('/'));
    await expect.poll(() => saved(launched, `dispatch:${slug}`), { timeout: 20_000 }).toBe(true);
    await readOffline(context, slug, title);
    await context.close();
  });
});
