import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShortDate } from '../../src/domain/content-rules.ts';
import { SETTLE_MS } from '../../src/platform/lifecycle/page-settled.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, url } from './support/browser.ts';
import { DEMO_ACCOUNTS, signInAs } from './support/cms.ts';
import './support/csp-guard.ts';

// What a reader noticed walking through the public site at both sizes (issue 28): the header
// once signed in, the home page's sections on a return visit, long words, the demo's dates.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const;

/** The header's controls a reader sees without opening the menu. */
const header = (page: Page) => page.locator('header').first();

/** `text` where the header shows it (the closed menu holds the account's name too, hidden). */
const shownInHeader = (page: Page, text: string) =>
  header(page).getByText(text).filter({ visible: true });

describe('the header, signed in', () => {
  it.each(SIZES)('looks signed in on %s: the name, no Sign Up beside Sign Out', async (_, size) => {
    const { context, page } = await newPage(browser, size);
    await signInAs(page, 'reader');
    const account = header(page).getByRole('link', { name: /account/i });
    await expect.poll(() => account.first().isVisible()).toBe(true);
    expect(await account.first().getAttribute('href')).toBe('/account');
    // The name is there to see: as the account link's text, or its initials' label on a phone.
    expect(await account.first().getAttribute('aria-label')).toContain(DEMO_ACCOUNTS.reader.name);
    if (size === DESKTOP) {
      expect(await shownInHeader(page, DEMO_ACCOUNTS.reader.name).isVisible()).toBe(true);
      expect(await header(page).getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    }
    expect(await header(page).getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(false);
    await context.close();
  });

  it('shows an admin the CMS and their name on a desktop', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, 'admin');
    await header(page).getByRole('link', { name: 'CMS' }).waitFor();
    expect(await shownInHeader(page, DEMO_ACCOUNTS.admin.name).isVisible()).toBe(true);
    expect(await header(page).getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(false);
    await context.close();
  });

  it.each([1024, 1280, 1536])('fits on one line at %i px for an admin', async (width) => {
    const { context, page } = await newPage(browser, { width, height: 800 });
    await signInAs(page, 'admin');
    await header(page)
      .getByRole('link', { name: /account/i })
      .first()
      .waitFor();
    // Every control the header shows lies inside the window, and the logo's name on one line.
    const fit = await header(page).evaluate((element) => {
      const shown = [...element.querySelectorAll('a, button')]
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0);
      const logo = element.querySelector('button[aria-label^="Navigator"]')!;
      return {
        overflow: Math.max(...shown.map((box) => box.right)) - window.innerWidth,
        logoHeight: logo.getBoundingClientRect().height,
      };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.logoHeight).toBeLessThan(40);
    await context.close();
  });

  it('still offers Sign Up and Sign In to a visitor', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url('/'));
    expect(await header(page).getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(true);
    await context.close();
  });
});

/**
 * Where the footer stood, from the first paint until `ms` later: its top each time the page
 * changed, read in the page (a sample between two frames would miss a flash).
 */
async function footerTops(page: Page, path: string, ms: number): Promise<number[]> {
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as Window & { footerTops?: number[] }).footerTops = tops;
    const note = () => {
      const footer = document.querySelector('footer');
      if (footer && document.querySelector('main h1')) {
        tops.push(Math.round(footer.getBoundingClientRect().top + window.scrollY));
      }
    };
    document.addEventListener('DOMContentLoaded', () => {
      note();
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(url(path));
  await page.waitForTimeout(ms);
  return page.evaluate(() => (window as Window & { footerTops?: number[] }).footerTops ?? []);
}

describe('the home page, coming back', () => {
  it.each(SIZES)(
    'keeps the sections below the hero in place on %s: the footer never jumps under it',
    async (_, size) => {
      const { context, page } = await newPage(browser, size);
      // The first visit leaves what a return visit finds: the session's hint, the worker.
      await page.goto(url('/'));
      await page.waitForTimeout(4_000);
      const tops = await footerTops(page, '/', 5_000);
      const settled = tops.at(-1)!;
      expect(settled).toBeGreaterThan(3_000);
      expect(Math.min(...tops)).toBeGreaterThan(settled * 0.8);
      await context.close();
    },
  );

  it('keeps them in place for someone signed in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, 'reader');
    await page.waitForTimeout(2_000);
    const tops = await footerTops(page, '/', 5_000);
    expect(Math.min(...tops)).toBeGreaterThan(tops.at(-1)! * 0.8);
    await context.close();
  });
});

describe('the home page drawn in the browser (the dev server, the worker, a link)', () => {
  it('comes with its sections below the fold, without waiting for the page to settle', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The app's shell for /, as `npm start` and the service worker give it: no server HTML.
    const shell = await (await fetch(url('/shell.html'))).text();
    await page.route(url('/'), (route) => route.fulfill({ body: shell, contentType: 'text/html' }));
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as Window & { seen?: Record<string, number> }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('main h1')) seen.hero ??= performance.now();
        if (document.getElementById('edge-prompts')) seen.sections ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url('/'));
    await page.locator('#edge-prompts').waitFor();
    const seen = await page.evaluate(
      () => (window as Window & { seen?: Record<string, number> }).seen!,
    );
    const loaded = await page.evaluate(
      () => performance.timing.loadEventEnd - performance.timing.navigationStart,
    );
    // Drawn with the hero, not once the page has settled (3 s after its load) or been scrolled.
    expect(seen.sections! - seen.hero!).toBeLessThan(500);
    expect(seen.sections!).toBeLessThan(Math.max(loaded, 0) + SETTLE_MS);
    await context.close();
  });
});

describe('the demo, on any day', () => {
  it('starts from ?demo-reset and drops it, so neither a link nor a reload wipes again', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(url('/?demo-reset'));
    await page.waitForURL((u) => !u.search.includes('demo-reset'));
    await page.locator('#essays a').first().click();
    await page.waitForURL((u) => u.search.includes('essay='));
    expect(page.url()).not.toContain('demo-reset');
    await context.close();
  });

  it('dates the seed from the day it starts: the newest dispatch is two days old', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(url('/?demo-reset'));
    await page.waitForURL((u) => !u.search.includes('demo-reset'));
    const twoDaysAgo = formatShortDate(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
    const newsletter = page.locator('#newsletter');
    await expect.poll(() => newsletter.getByText(twoDaysAgo).count(), { timeout: 20_000 }).toBe(1);
    await context.close();
  });
});
