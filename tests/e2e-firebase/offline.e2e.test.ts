import { describe, expect, it } from 'vitest';
import { newPage, PHONE, url } from '../e2e/support/browser.ts';
import { read, waitForWorker } from '../e2e/support/offline-library.ts';

// Offline reading on the Firebase build, as tests/e2e/offline.e2e.test.ts proves it on the
// demo: with the network gone, Firestore Lite's failures must read as "offline" (not as a
// generic error) so pages fall back to what the device saved.

const browser = seededBrowser();

const READ = [
  { path: '/essays/the-edge-dilemma', bare: '/the-edge-dilemma', title: 'The EDGE Dilemma' },
  {
    path: '/dispatches/dispatch-38-the-two-hour-rule',
    bare: '/dispatch-38-the-two-hour-rule',
    title: 'Dispatch #38: The Two-Hour Rule',
  },
  {
    path: '/prompts/detail/build-an-ai-chief-of-staff',
    bare: '/build-an-ai-chief-of-staff',
    title: 'Build an AI Chief of Staff',
  },
];

describe('offline reading on the Firebase build', () => {
  it('opens what was read at its URLs, lists the saved essays, and says what is not saved', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), PHONE);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await waitForWorker(page);
    for (const piece of READ) await read(page, piece.path, piece.title);

    await context.setOffline(true);
    await page.goto(url('/'));
    await page.getByText("You're offline. Everything you've opened is saved").waitFor();
    const essays = page.locator('#essays');
    await essays.getByText("You're offline. These are the essays saved on this device.").waitFor();
    expect(await essays.locator('a h3').allTextContents()).toEqual(['The EDGE Dilemma']);

    for (const piece of READ) {
      for (const path of [piece.path, piece.bare]) {
        await page.goto(url(path));
        await page.locator('article h1', { hasText: piece.title }).waitFor();
        await page.getByText("You're offline. You're reading the copy saved").waitFor();
        expect((await page.locator('article').innerText()).length, path).toBeGreaterThan(500);
      }
    }
    await page.goto(url('/essays/what-is-executive-intelligence-engineering'));
    await page.getByRole('heading', { name: 'Not available offline yet' }).waitFor();

    await context.setOffline(false);
    await page.goto(url('/'));
    await expect.poll(() => essays.locator('a h3').count()).toBeGreaterThanOrEqual(8);
    // Offline, the failed reads and page views say so in the console (Firestore Lite logs each
    // request that got no answer itself); nothing else may.
    const expected =
      /offline|Failed to (load|fetch)|ERR_INTERNET|RPC_ERROR HTTP error has no status/;
    expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
    await context.close();
  });
});
import { seededBrowser } from './support/suite.ts';
