// "Keep new dispatches on this device" in the browser: the steps the demo's and the Firebase
// build's journeys share (tests/e2e/keep-new.e2e.test.ts, tests/e2e-firebase/keep-new.e2e.test.ts).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './browser.ts';
import { waitForWorker } from './offline-library.ts';

export const SYNC_TAG = 'edge-keep-new';
const LABEL = 'Keep new dispatches on this device';
export const IN_BACKGROUND = 'Saved in the background, even while the app is closed.';
export const AT_LAUNCH =
  "This browser doesn't refresh in the background: new pieces are saved each time you open the app.";

/** Grants the permission a browser gives an installed app (the API requires it to register). */
export async function grantPeriodicSync(browser: Browser, page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const browserCdp = await browser.newBrowserCDPSession();
  await browserCdp.send('Browser.grantPermissions', {
    origin: new URL(url('/')).origin,
    browserContextId: targetInfo.browserContextId,
    permissions: ['periodicBackgroundSync'],
  });
}

/** Takes away Periodic Background Sync, as a browser without it. */
export const withoutPeriodicSync = (context: BrowserContext) =>
  context.addInitScript(() => {
    Reflect.deleteProperty(ServiceWorkerRegistration.prototype, 'periodicSync');
  });

export /** Turns the setting on at /offline as a reader would, and waits for the first refresh. */
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
 * Wakes the worker as the browser would for the tag registered (the DevTools protocol's
 * ServiceWorker.dispatchPeriodicSyncEvent), from `page`, a document of the site that is not the
 * app, then waits until the library holds `key`.
 */
export async function wakeWorker(page: Page, key: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
    origin: new URL(url('/')).origin,
    registrationId: await registrationId(cdp),
    tag: SYNC_TAG,
  });
  await expect.poll(() => saved(page, key), { timeout: 20_000 }).toBe(true);
}

/** Whether the offline library holds `key` (read from `page`, a document of the site). */
export const saved = (page: Page, key: string) =>
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
export async function readOffline(context: BrowserContext, slug: string, title: string) {
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(url(`/dispatches/${slug}`));
  await page.locator('article h1', { hasText: title }).waitFor({ timeout: 20_000 });
  await page.getByText("This morning's dispatch, read on the plane.").waitFor();
  return page;
}

/** The fields of a dispatch published now, as the CMS writes them (both journeys publish it). */
export function publishedDispatch(slug: string, title: string) {
  const now = new Date();
  return {
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
  };
}
