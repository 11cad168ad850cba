import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import { read, waitForWorker } from './support/offline-library.ts';
import { signInAs } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the visitor reads online: two essays (each with a header image) and one prompt. */
const READ = [
  { path: '/essays/the-edge-dilemma', bare: '/the-edge-dilemma', title: 'The EDGE Dilemma' },
  {
    path: '/essays/leading-through-the-fog',
    bare: '/leading-through-the-fog',
    title: 'Leading Through the Fog: Decisions When the Map Keeps Changing',
  },
  {
    path: '/prompts/detail/build-an-ai-chief-of-staff',
    bare: '/build-an-ai-chief-of-staff',
    title: 'Build an AI Chief of Staff',
  },
];
const UNREAD = '/essays/what-is-executive-intelligence-engineering';

/** The titles listed on /offline, in order. */
async function offlineList(page: Page): Promise<string[]> {
  await page.goto(url('/offline'));
  await page.getByRole('heading', { name: 'Available offline', level: 1 }).waitFor();
  const rows = page.getByRole('list', { name: 'Saved pieces' }).locator('h2');
  await rows.first().waitFor();
  return rows.allTextContents();
}

/** Writes pieces straight into the library's IndexedDB store, as a long reading history would. */
async function addFiller(page: Page, count: number, bytesEach: number) {
  await page.evaluate(
    async ({ count, bytesEach }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('edge-offline');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('pieces', 'readwrite');
      const store = tx.objectStore('pieces');
      for (let i = 0; i < count; i++) {
        const at = new Date(Date.now() + (i + 1) * 1000);
        const slug = `filler-${i}`;
        store.put(
          {
            format: 1,
            key: `essay:${slug}`,
            piece: {
              kind: 'essay',
              item: {
                id: slug,
                slug,
                title: `Filler ${i}`,
                content: 'x'.repeat(bytesEach),
                tags: [],
                publishedAt: at,
                createdAt: at,
                updatedAt: at,
              },
            },
            images: [],
            savedAt: at,
            readAt: at,
            pinned: false,
            bytes: bytesEach,
          },
          `essay:${slug}`,
        );
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count, bytesEach },
  );
}

describe('offline reading', () => {
  it('keeps what was read: saved pieces open offline at their URLs, the rest says so', async () => {
    const { context, page, consoleErrors } = await newPage(browser, PHONE);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await waitForWorker(page);

    for (const piece of READ) await read(page, piece.path, piece.title);
    expect(await offlineList(page)).toEqual(READ.map((p) => p.title).reverse());
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(true);

    // The home page: the shell from the worker, the saved essays, and a clear word that it is
    // offline; no skeleton left waiting.
    await page.goto(url('/'));
    await page.getByText("You're offline. Everything you've opened is saved").waitFor();
    const essays = page.locator('#essays');
    await essays.getByText("You're offline. These are the essays saved on this device.").waitFor();
    expect(await essays.locator('a h3').allTextContents()).toEqual([
      'The EDGE Dilemma',
      'Leading Through the Fog: Decisions When the Map Keeps Changing',
    ]);
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Every saved piece, at its own URL and through the catch-all, with its text.
    for (const piece of READ) {
      for (const path of [piece.path, piece.bare]) {
        await read(page, path, piece.title);
        await page.getByText("You're offline. You're reading the copy saved").waitFor();
        const text = await page.locator('article').innerText();
        expect(text.length, path).toBeGreaterThan(800);
      }
    }
    // The header image came from the device, not the network.
    await read(page, READ[0]!.path, READ[0]!.title);
    const image = page.locator('article img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // A shared reader link names the essay by id: it opens the saved copy in the reader.
    await page.goto(url('/?essay=essay-edge-dilemma'));
    await page.getByRole('dialog', { name: 'The EDGE Dilemma' }).waitFor();
    expect(await page.title()).toBe('The EDGE Dilemma | EDGE Navigator');

    // A piece never opened on this device.
    await page.goto(url(UNREAD));
    await page.getByRole('heading', { name: 'Not available offline yet' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: "See what's available offline" }).click();
    await page.waitForURL(url('/offline'));
    const saved = page.getByRole('list', { name: 'Saved pieces' }).locator('h2');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(3);

    // Forms say they need a connection and keep what was typed.
    await page.goto(url('/#newsletter'));
    const email = page.locator('#newsletter').getByLabel(/Email/);
    await email.fill('ada@example.com');
    await page
      .locator('#newsletter')
      .getByRole('button', { name: /^Subscribe/ })
      .click();
    await page.getByText('This form needs a connection.', { exact: false }).first().waitFor();
    expect(await email.inputValue()).toBe('ada@example.com');

    expect(consoleErrors.filter((e) => !/offline|Failed to (load|fetch)/i.test(e))).toEqual([]);
    await context.close();
  });

  it('keeps a pinned piece when the library fills past its limit, dropping the oldest first', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await waitForWorker(page);
    for (const piece of READ) await read(page, piece.path, piece.title);

    await offlineList(page);
    await page.getByRole('button', { name: 'Pin The EDGE Dilemma' }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Pin The EDGE Dilemma' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.getByText('3 pieces saved').waitFor();

    await context.setOffline(true);
    // Two newer pieces of 6 MB: past the 10 MB limit, the least recently read unpinned pieces go
    // first (the other essay, the prompt, then the older filler); the pinned essay stays.
    await addFiller(page, 2, 6 * 1024 * 1024);
    const after = await offlineList(page);
    expect(after).toEqual(['Filler 1', 'The EDGE Dilemma']);
    await page.getByText('2 pieces saved').waitFor();

    await read(page, READ[0]!.path, READ[0]!.title);
    await page.goto(url(READ[1]!.path));
    await page.getByRole('heading', { name: 'Not available offline yet' }).waitFor();
    await context.close();
  });

  it('refreshes the home lists when the connection returns, keeping the reading position', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await waitForWorker(page);
    await read(page, READ[0]!.path, READ[0]!.title);

    await context.setOffline(true);
    await page.goto(url('/'));
    const essays = page.locator('#essays');
    await essays.getByText("You're offline. These are the essays saved on this device.").waitFor();
    expect(await essays.locator('a h3').count()).toBe(1);
    // The reader is further down the page, at the school section.
    const school = page.locator('#school h2').first();
    await school.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -100));
    const before = await school.evaluate((el) => el.getBoundingClientRect().top);

    await context.setOffline(false);
    await page.getByText("You're back online.").waitFor();
    await expect.poll(() => essays.locator('a h3').count()).toBeGreaterThanOrEqual(8);
    const after = await school.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThan(60);
    await context.close();
  });

  it('leaves the CMS out of the precache, and keeps it for offline use once an admin opened it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await waitForWorker(page);
    /** The cached URLs of the worker's caches whose name includes `part`, on paths with /admin. */
    const cachedCms = (part: string) =>
      page.evaluate(async (part) => {
        const found: string[] = [];
        for (const name of await caches.keys()) {
          if (!name.includes(part)) continue;
          const keys = await (await caches.open(name)).keys();
          found.push(...keys.map((r) => r.url).filter((u) => /\/assets\/admin-/.test(u)));
        }
        return found;
      }, part);
    expect(await cachedCms('precache')).toEqual([]);

    await signInAs(page, 'admin');
    await page.goto(url('/admin'));
    await page.getByRole('heading', { name: 'EDGE CMS', level: 1 }).waitFor();
    // Opened: its first tab drawn, which needs the admin surface's code too.
    await page.getByRole('button', { name: 'New Prompt' }).waitFor();
    await expect.poll(() => cachedCms('edge-lazy-assets')).not.toEqual([]);
    /** The scripts this page loaded that no cache of the worker's holds. */
    const uncachedScripts = () =>
      page.evaluate(async () => {
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/assets\/[^?]+\.js$/.test(name));
        const cached = new Set<string>();
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            cached.add(request.url.split('?')[0]!);
          }
        }
        return loaded.filter((name) => !cached.has(name));
      });
    // Every file the CMS loaded stays, whatever the moment the connection goes.
    await expect.poll(uncachedScripts).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'EDGE CMS', level: 1 }).waitFor();
    await context.close();
  });

  it('says what is true in the CMS offline: a tab not on the device needs a connection, a failed write keeps the list', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await waitForWorker(page);
    await signInAs(page, 'admin');
    await page.goto(url('/admin'));
    const cards = page.getByRole('list', { name: 'Prompts' }).getByRole('heading', { level: 3 });
    await cards.first().waitFor();
    const titles = await cards.allTextContents();

    await context.setOffline(true);
    // A write that fails: it says what failed, the library stays on screen.
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Failed to delete resource:', { exact: false }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Failed to load prompts.').count()).toBe(0);
    expect(await cards.allTextContents()).toEqual(titles);

    // A tab whose code is not on this device yet: no new version, a connection needed.
    await page.getByRole('tab', { name: 'Essays' }).click();
    await page
      .getByText("This tab needs a connection: it isn't on this device yet.", { exact: false })
      .waitFor();
    expect(await page.getByText('New version available').count()).toBe(0);
    expect(await page.getByText('A new version of EDGE Navigator', { exact: false }).count()).toBe(
      0,
    );

    await context.setOffline(false);
    await page.getByRole('button', { name: 'New Essay' }).waitFor();
    await context.close();
  });
});
