import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import { read, waitForWorker } from './support/offline-library.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SAVED = { path: '/essays/the-edge-dilemma', title: 'The EDGE Dilemma' };

/** Types the query in the open search and waits for its results; their titles and marks. */
async function search(page: Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('searchbox', { name: 'Search essays, dispatches and prompts' });
  await field.fill('');
  await field.pressSequentially(query);
  const list = dialog.getByRole('list', { name: 'Search results' });
  await list.getByRole('link').first().waitFor();
  const titles = await list.locator('[data-part=title]').allTextContents();
  const marks = await list.locator('mark').allTextContents();
  return { dialog, titles, marks, status: (await dialog.getByRole('status').textContent()) ?? '' };
}

describe('search', () => {
  it('finds as you type online, ranked with the words marked; offline, what the device keeps', async () => {
    const { context, page, consoleErrors } = await newPage(browser, PHONE);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await waitForWorker(page);
    await read(page, SAVED.path, SAVED.title);
    // The index is not part of a visit: it comes when the search first opens.
    expect(fetched.filter((p) => p.includes('search'))).toEqual([]);

    // On a phone: the header's Search opens the dialog over the whole screen.
    await page.getByRole('link', { name: 'Search' }).click();
    const online = await search(page, 'context engin');
    expect(online.titles[0]).toMatch(/Context/);
    expect(online.marks.map((m) => m.toLowerCase())).toEqual(
      expect.arrayContaining(['context', 'engineering']),
    );
    expect(online.status).toMatch(/^\d+ results?$|^The best 20 of \d+ results$/);
    const box = await online.dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);

    // Everything published is searched online; offline, what the device keeps opens and the
    // rest is counted.
    const all = await search(page, 'edge');
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Search' }).click();
    const offline = await search(page, 'edge');
    expect(offline.titles).toEqual([SAVED.title]);
    const total = Number(/(\d+) results?$/.exec(all.status)?.[1] ?? all.titles.length);
    await offline.dialog
      .getByText(`${total - 1} more results need a connection.`, { exact: true })
      .waitFor();
    expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
    await offline.dialog.getByRole('link', { name: /The EDGE Dilemma/ }).click();
    await page.locator('article h1', { hasText: SAVED.title }).waitFor();
    expect(consoleErrors.filter((e) => !/offline|Failed to (load|fetch)/i.test(e))).toEqual([]);
    await context.close();
  });

  it("opens with '/' on a wide screen, Enter opening the first result", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await page.keyboard.press('/');
    const found = await search(page, 'chief of staff');
    expect(found.titles[0]).toMatch(/Chief of Staff/);
    const box = await found.dialog.boundingBox();
    expect(box?.width).toBeLessThan(DESKTOP.width);
    expect(await axeViolations(page, { within: '[role="dialog"]' })).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/(prompts\/detail|essays|dispatches)\//);
    await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await context.close();
  });
});
