// "Keep new dispatches on this device" (issue 29, item 3): a dispatch published while the app is
// closed is saved by the service worker, woken by Periodic Background Sync (dispatched here
// through the DevTools protocol) or, where the browser has none, at the next launch; it then
// opens with the network cut, and /offline says when the library last refreshed.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import { waitForWorker } from './support/offline-library.ts';

const SYNC_TAG = 'edge-keep-new';
const LABEL = 'Keep new dispatches on this device';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Turns the setting on at /offline as a reader would, and waits for the first refresh. */
async function turnOn(page: Page, says: string) {
  await page.goto(url('/offline'));
  await waitForWorker(page);
  const toggle = page.getByRole('switch', { name: LABEL });
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  await toggle.click();
  await page.getByText(says).waitFor();
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  await page.getByText('Last refreshed just now.').waitFor({ timeout: 20_000 });
}

/**
 * Publishes a dispatch in the demo's database, from a page of the site that is not the app (its
 * robots.txt): the app is closed meanwhile. The demo's data layer, as the CMS would write it.
 */
async function publishWhileClosed(context: BrowserContext, slug: string, title: string) {
  const page = await context.newPage();
  await page.goto(url('/robots.txt'));
  await page.evaluate(
    async ({ slug, title }) => {
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
          const now = new Date();
          articles.push({
            ...articles[0],
            id: `e2e-${slug}`,
            slug,
            title,
            excerpt: 'Published while the app was closed.',
            content: `# ${title}\n\nThis morning's dispatch, read on the plane.`,
            previousSlugs: [],
            status: 'published',
            scheduledAt: null,
            publishedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          const put = store.put(articles, 'articles');
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
        get.onerror = () => reject(get.error);
      });
      db.close();
    },
    { slug, title },
  );
  return page;
}

/** Whether the offline library holds `key` (read from `page`, a document of the site). */
const saved = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('edge-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pieces')) return resolve(false);
          const get = db.transaction('pieces').objectStore('pieces').get(key);
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
        };
      }),
    key,
  );

/** The worker's registration, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL === url('/'));
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Cuts the network, opens the dispatch at its address and reads its text. */
async function readOffline(context: BrowserContext, slug: string, title: string) {
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(url(`/dispatches/${slug}`));
  await page.locator('article h1', { hasText: title }).waitFor({ timeout: 20_000 });
  await page.getByText("This morning's dispatch, read on the plane.").waitFor();
  return page;
}

describe('new dispatches kept on the device', () => {
  it('Periodic Background Sync: published while the app is closed, saved when the browser wakes the worker, read offline', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The permission a browser gives an installed app; the API requires it before registering.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const browserCdp = await browser.newBrowserCDPSession();
    await browserCdp.send('Browser.grantPermissions', {
      origin: new URL(url('/')).origin,
      browserContextId: targetInfo.browserContextId,
      permissions: ['periodicBackgroundSync'],
    });
    await turnOn(page, 'Saved in the background, even while the app is closed.');
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
    const siteCdp = await context.newCDPSession(site);
    await siteCdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin: new URL(url('/')).origin,
      registrationId: await registrationId(siteCdp),
      tag: SYNC_TAG,
    });
    await expect.poll(() => saved(site, `dispatch:${slug}`), { timeout: 20_000 }).toBe(true);
    await site.close();

    const offline = await readOffline(context, slug, title);
    await offline.goto(url('/offline'));
    await offline.getByRole('link', { name: title }).waitFor();
    await offline.getByText(/^Last refreshed (just now|1 minute ago)\.$/).waitFor();
    await context.close();
  });

  it('no periodic sync: the dispatch published while the app was closed is saved at its next launch', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addInitScript(() => {
      Reflect.deleteProperty(ServiceWorkerRegistration.prototype, 'periodicSync');
    });
    await turnOn(
      page,
      "This browser doesn't refresh in the background: new pieces are saved each time you open the app.",
    );
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
