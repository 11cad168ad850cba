import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDump, launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import { read, storedPosition, waitForWorker } from './support/offline-library.ts';
import { signInAs } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHIEF = '/prompts/detail/build-an-ai-chief-of-staff';

/** The social_shares recorded, as 'platform path'. */
async function shares(page: Page): Promise<string[]> {
  const rows = await demoDump<{ platform: string; pagePath: string }>(page, 'social_shares');
  return rows.map((s) => `${s.platform} ${s.pagePath}`).sort();
}

/**
 * The assistants are never opened: a click on their links is heard by the app (which records
 * it) and then goes nowhere, and any request to them is refused.
 */
async function keepAssistantsClosed(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest('a[href^="https://chatgpt.com"], a[href^="https://claude.ai"]')) {
          event.preventDefault();
        }
      },
      true,
    );
  });
  await context.route('https://chatgpt.com/**', (route) => route.abort());
  await context.route('https://claude.ai/**', (route) => route.abort());
}

/** Where a link sends its prompt: the assistant's page and the text in `q`. */
async function assistantTarget(scope: ReturnType<Page['locator']>, name: string) {
  const href = await scope
    .getByRole('link', { name: new RegExp(`^Open in ${name}`) })
    .getAttribute('href');
  const target = new URL(href ?? '');
  return { page: target.origin + target.pathname, text: target.searchParams.get('q') };
}

describe('Open in ChatGPT / Open in Claude', () => {
  it('sends the prompt on its page, its card and its dialog, and records each use', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await keepAssistantsClosed(context);
    await page.goto(url(CHIEF));
    const prompt = (await page.getByTestId('prompt-text').textContent()) ?? '';
    expect(prompt).toContain('You are my AI Chief of Staff.');
    const article = page.locator('article');
    expect(await assistantTarget(article, 'ChatGPT')).toEqual({
      page: 'https://chatgpt.com/',
      text: prompt,
    });
    expect(await assistantTarget(article, 'Claude')).toEqual({
      page: 'https://claude.ai/new',
      text: prompt,
    });
    await article.getByRole('link', { name: /^Open in ChatGPT/ }).click();
    await article.getByRole('link', { name: /^Open in Claude/ }).click();
    await expect.poll(() => shares(page)).toEqual([`chatgpt ${CHIEF}`, `claude ${CHIEF}`]);
    expect(context.pages()).toHaveLength(1);

    await page.goto(url('/prompts/edge-co-pilots'));
    const card = page.getByTestId('prompt-card').filter({ hasText: 'Build an AI Chief of Staff' });
    expect(await assistantTarget(card.first(), 'ChatGPT')).toEqual({
      page: 'https://chatgpt.com/',
      text: prompt,
    });
    await card.first().getByRole('button', { name: 'Get Full Prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Build an AI Chief of Staff' });
    await dialog.getByTestId('prompt-text').waitFor();
    expect(await assistantTarget(dialog, 'Claude')).toEqual({
      page: 'https://claude.ai/new',
      text: prompt,
    });
    await dialog.getByRole('link', { name: /^Open in Claude/ }).click();
    await expect
      .poll(() => shares(page))
      .toEqual([`chatgpt ${CHIEF}`, `claude ${CHIEF}`, `claude ${CHIEF}`]);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
});

describe("the phone's share sheet", () => {
  it('shares an essay through the sheet and records it; closing the sheet is no error', async () => {
    const { context, page, consoleErrors } = await newPage(browser, PHONE);
    // The Web Share API, stubbed: it keeps what it was given and shares, or is closed.
    await context.addInitScript(() => {
      const w = window as Window & { e2eShared?: ShareData[]; e2eCloseSheet?: boolean };
      w.e2eShared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          w.e2eShared?.push(data);
          if (w.e2eCloseSheet) throw new DOMException('Share canceled', 'AbortError');
        },
      });
    });
    await page.goto(url('/essays/the-edge-dilemma'));
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    await expect.poll(() => shares(page)).toEqual(['share-sheet /essays/the-edge-dilemma']);
    const [given] = await page.evaluate(
      () => (window as { e2eShared?: ShareData[] }).e2eShared ?? [],
    );
    expect(given).toEqual({
      title: 'The EDGE Dilemma',
      text: expect.stringContaining('Every leader now stands at the same edge'),
      url: url('/essays/the-edge-dilemma'),
    });
    // The platforms' buttons are not offered beside the sheet.
    expect(await page.getByRole('link', { name: 'Share on LinkedIn' }).count()).toBe(0);

    await page.evaluate(() => {
      (window as { e2eCloseSheet?: boolean }).e2eCloseSheet = true;
    });
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as { e2eShared?: ShareData[] }).e2eShared?.length))
      .toBe(2);
    expect(await shares(page)).toEqual(['share-sheet /essays/the-edge-dilemma']);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await share.isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/** How far through the article the window is (0 to 1), as the page measures it. */
const progressIn = (page: Page) =>
  page.evaluate(() => {
    const rect = document.querySelector('article')!.getBoundingClientRect();
    return -rect.top / (rect.height - window.innerHeight);
  });

describe('resume reading', () => {
  it('shows the reading progress, and offers to continue where the reader left off, offline too', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url('/'));
    await waitForWorker(page);
    await read(page, '/essays/the-edge-dilemma', 'The EDGE Dilemma');
    const bar = page.getByRole('progressbar', { name: 'Reading progress' });
    await bar.waitFor({ state: 'attached' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    await page.evaluate(() => {
      const rect = document.querySelector('article')!.getBoundingClientRect();
      const top = rect.top + window.scrollY;
      window.scrollTo(0, top + 0.5 * (rect.height - window.innerHeight));
    });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('50');
    await expect.poll(() => storedPosition(page, 'essay:the-edge-dilemma')).toBeCloseTo(0.5, 2);

    // Reopened in a new tab (no scroll of its own to restore), without a connection.
    await context.setOffline(true);
    const again = await context.newPage();
    await again.goto(url('/essays/the-edge-dilemma'));
    await again.getByText("You're offline. You're reading the copy saved").waitFor();
    await again.getByText('You stopped 50% of the way through.').waitFor();
    await again.getByRole('button', { name: 'Continue where you left off' }).click();
    await expect.poll(() => progressIn(again)).toBeGreaterThan(0.45);
    expect(await progressIn(again)).toBeLessThan(0.55);
    // Focus moved to the text there, for keyboard and screen reader users.
    expect(await again.evaluate(() => document.activeElement?.closest('.prose') !== null)).toBe(
      true,
    );
    await context.close();
  });
});

describe('a library for the flight', () => {
  it('is locked for visitors; a subscriber saves everything and reads any of it offline', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addInitScript(() => {
      const w = window as Window & { e2ePersistAsked?: number };
      w.e2ePersistAsked = 0;
      StorageManager.prototype.persist = async () => {
        w.e2ePersistAsked = (w.e2ePersistAsked ?? 0) + 1;
        return true;
      };
    });
    await page.goto(url('/offline'));
    const saveAll = page.getByRole('button', { name: 'Save everything for offline' });
    await page
      .getByText('Saving everything is for confirmed newsletter subscribers: subscribe and')
      .waitFor();
    // No button a visitor cannot press: the way to unlock it instead.
    expect(await saveAll.count()).toBe(0);
    await page.getByRole('button', { name: 'Subscribe to Newsletter' }).waitFor();
    await waitForWorker(page);

    await signInAs(page, 'reader');
    await page.goto(url('/offline'));
    await expect.poll(() => saveAll.isEnabled()).toBe(true);
    await saveAll.click();
    const plan = page.getByText(/^Everything published: /);
    await plan.waitFor();
    const [, essays, dispatches, prompts] =
      /(\d+) essays, (\d+) dispatches and (\d+) prompts, about [\d.]+ (KB|MB) with their images\./.exec(
        (await plan.textContent()) ?? '',
      ) ?? [];
    const total = Number(essays) + Number(dispatches) + Number(prompts);
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Start saving' }).click();
    await page
      .getByText(`Saved ${total} pieces for offline reading. Your browser will keep them`)
      .waitFor();
    expect(
      await page.evaluate(() => (window as { e2ePersistAsked?: number }).e2ePersistAsked),
    ).toBe(1);
    const list = page.getByRole('list', { name: 'Saved pieces' });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(total);

    // A dispatch never opened on this device opens without a connection.
    await context.setOffline(true);
    await page.goto(url('/dispatches/dispatch-38-the-two-hour-rule'));
    await page.getByText("You're offline. You're reading the copy saved").waitFor();
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(500);
    await context.close();
  });
});
