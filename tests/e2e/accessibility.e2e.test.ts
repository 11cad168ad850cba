import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type ScanOptions } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage as newLightPage, PHONE, url } from './support/browser.ts';
import { storedPosition } from './support/offline-library.ts';
import { signInAs } from './support/sign-in.ts';

let browser: Browser;

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

/**
 * A fresh page whose system colour scheme is `mode` (the site follows it); each scan also checks
 * that the page is drawn in that mode. The site's worker stays out unless `worker` says the
 * screen needs it (offline saving): it draws nothing on a first visit, and its install would run
 * beside the scan (a second more per scan here).
 */
async function newPage(
  b: Browser,
  viewport: { width: number; height: number },
  mode: Mode = 'light',
  worker: 'allow' | 'block' = 'block',
) {
  const opened = await newLightPage(b, viewport, { serviceWorkers: worker });
  await opened.page.emulateMedia({ colorScheme: mode });
  return opened;
}

/**
 * The page's colour mode and axe-core's violations on it (or within `options.within`): a scan
 * passes as `{ mode, violations: [] }`, so it also checks that the page is drawn in the mode asked
 * for.
 */
async function scan(
  page: Page,
  options?: ScanOptions,
): Promise<{ mode: Mode; violations: string[] }> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  return { mode: dark ? 'dark' : 'light', violations: await axeViolations(page, options) };
}

/** What a clean scan in `mode` returns. */
const clean = (mode: Mode) => ({ mode, violations: [] });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every public screen, each waited for until its content (not a spinner) is on the page. */
const SCREENS = [
  { path: '/', ready: '#essays a h3' },
  { path: '/?card=navigator', ready: '#cards [aria-current="true"]' },
  { path: '/essays/the-edge-dilemma', ready: 'article [aria-label="About the author"]' },
  { path: '/build-an-ai-chief-of-staff', ready: '[data-testid="prompt-text"]' },
  {
    path: '/dispatches/dispatch-41-what-the-best-leaders-did-differently',
    ready: 'article [aria-label="About the author"]',
  },
  { path: '/prompts/edge-co-pilots', ready: 'main h3' },
  { path: '/prompts/edgeprint', ready: 'main h1' },
  { path: '/prompts/not-a-category', ready: 'main h1' },
  { path: '/engineering/prompt-engineering', ready: 'article [aria-label="About the author"]' },
  { path: '/engineering/prompt-engineering-guide', ready: 'main h1' },
  { path: '/engineering/context-engineering', ready: 'main h1' },
  { path: '/five-capabilities', ready: 'main h1' },
  { path: '/ai-chief-of-staff-starter-lesson', ready: 'main h1' },
  { path: '/auth', ready: 'main h1' },
  { path: '/subscription-success', ready: 'main h1' },
  { path: '/offline', ready: 'main h1' },
  { path: '/this/does/not/exist', ready: 'main h1' },
];

describe.each(
  MODES.flatMap(
    (mode) =>
      [
        [mode, 'phone', PHONE],
        [mode, 'desktop', DESKTOP],
      ] as const,
  ),
)('axe-core in %s mode on a %s', (mode, _, viewport) => {
  it.each(SCREENS)('$path has no violations', async ({ path, ready }) => {
    const { context, page } = await newPage(browser, viewport, mode);
    await page.goto(url(path));
    await page.locator(ready).first().waitFor();
    expect(await scan(page)).toEqual(clean(mode));
    await context.close();
  });
});

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const EACH_MODE_AND_SIZE = MODES.flatMap((mode) =>
  SIZES.map(([size, viewport]) => [mode, size, viewport] as const),
);

describe('the gate', () => {
  it.each(EACH_MODE_AND_SIZE)(
    'the gated essay page has no violations in %s mode on a %s',
    async (mode, _, viewport) => {
      const { context, page } = await newPage(browser, viewport, mode);
      await context.addInitScript(() =>
        localStorage.setItem(
          'edge_content_views',
          JSON.stringify({ viewedContent: ['a', 'b', 'c', 'd', 'e'], lastUpdated: '' }),
        ),
      );
      await page.goto(url('/essays/the-edge-dilemma'));
      await page.getByText("You've reached your free content limit (5 pieces)").waitFor();
      expect(await scan(page)).toEqual(clean(mode));
      await context.close();
    },
  );
});

describe('signed-in screens', () => {
  it.each(EACH_MODE_AND_SIZE)(
    '/account has no violations in %s mode on a %s',
    async (mode, _, viewport) => {
      const { context, page } = await newPage(browser, viewport, mode, 'allow');
      await signInAs(page, 'reader');
      await page.goto(url('/account'));
      await page.getByText('Confirmed subscriber').first().waitFor();
      expect(await scan(page)).toEqual(clean(mode));
      await context.close();
    },
  );

  it.each(EACH_MODE_AND_SIZE)(
    "/offline's Save everything, unlocked and saving, and Keep new dispatches on, have no violations in %s mode on a %s",
    async (mode, _, viewport) => {
      const { context, page } = await newPage(browser, viewport, mode, 'allow');
      await signInAs(page, 'reader');
      await page.goto(url('/offline'));
      const saveAll = page.getByRole('button', { name: 'Save everything for offline' });
      await expect.poll(() => saveAll.isEnabled()).toBe(true);
      expect(await scan(page)).toEqual(clean(mode));
      // Turned on: its lines show.
      await page.getByRole('switch', { name: 'Keep new dispatches on this device' }).click();
      await page.getByText(/^(Last refreshed|Not refreshed yet)/).waitFor();
      await saveAll.click();
      await page.getByRole('button', { name: 'Start saving' }).waitFor();
      expect(await scan(page)).toEqual(clean(mode));
      await context.close();
    },
  );
});

describe('reading aids', () => {
  it.each(EACH_MODE_AND_SIZE)(
    "the progress bar and 'Continue where you left off' have no violations in %s mode on a %s",
    async (mode, _, viewport) => {
      const { context, page } = await newPage(browser, viewport, mode, 'allow');
      await page.goto(url('/essays/the-edge-dilemma'));
      await page.getByRole('button', { name: 'Copy link' }).waitFor();
      await page.evaluate(() => {
        const rect = document.querySelector('article')!.getBoundingClientRect();
        window.scrollTo(0, rect.top + window.scrollY + 0.4 * (rect.height - window.innerHeight));
      });
      // Written a second after the scroll (SAVE_EVERY_MS), while the first scroll also starts the
      // page's settled work (the backend, the offline library): poll past expect.poll's 1 s.
      await expect
        .poll(() => storedPosition(page, 'essay:the-edge-dilemma'), { timeout: 10_000 })
        .toBeGreaterThan(0.3);
      // A new tab (no scroll of its own to restore) offers to continue there.
      const again = await context.newPage();
      await again.emulateMedia({ colorScheme: mode });
      await again.goto(url('/essays/the-edge-dilemma'));
      await again.getByRole('button', { name: 'Continue where you left off' }).waitFor();
      await again
        .getByRole('progressbar', { name: 'Reading progress' })
        .waitFor({ state: 'attached' });
      expect(await scan(again)).toEqual(clean(mode));
      await context.close();
    },
  );
});

describe('dialogs', () => {
  describe.each(MODES)('in %s mode', (mode) => {
    it.each([
      ['Sign Up', 'Subscribe to the EDGE Newsletter'],
      ['Contact', 'Get in touch'],
    ])(
      '%s opens a labelled dialog with no violations, and Escape closes it',
      async (button, title) => {
        const { context, page } = await newPage(browser, DESKTOP, mode);
        await page.goto(url('/'));
        await page.locator('#essays a h3').first().waitFor();
        await page.getByRole('button', { name: button, exact: true }).first().click();
        await scanThenEscape(page, page.getByRole('dialog', { name: title }), mode);
        await context.close();
      },
    );
  });

  const opens = [
    {
      name: 'Learn More',
      path: '/',
      open: (page: Page) => page.getByRole('button', { name: 'Learn More' }).click(),
    },
    {
      name: 'the article reader',
      path: '/',
      open: (page: Page) => page.locator('#essays a h3').first().click(),
    },
    {
      name: 'the prompt dialog',
      path: '/prompts/edge-co-pilots',
      open: (page: Page) => page.getByRole('button', { name: 'Get Full Prompt' }).first().click(),
    },
    {
      name: 'the book waitlist',
      path: '/',
      open: (page: Page) => page.getByRole('button', { name: 'Join the Book Waitlist' }).click(),
    },
  ];
  describe.each(EACH_MODE_AND_SIZE)('in %s mode on a %s', (mode, _, viewport) => {
    it.each(opens)('$name has no violations and Escape closes it', async ({ path, open }) => {
      const { context, page } = await newPage(browser, viewport, mode);
      await page.goto(url(path));
      await page.locator('main h1, main h2, main h3').first().waitFor();
      await page.locator('#essays a h3, main h3').first().waitFor();
      await open(page);
      await scanThenEscape(page, page.getByRole('dialog'), mode);
      await context.close();
    });
  });
});

/** Scans an opening dialog once drawn and still, then checks that Escape closes it. */
async function scanThenEscape(page: Page, dialog: Locator, mode: Mode) {
  await dialog.waitFor();
  expect(await scan(page, { within: '[role="dialog"]', afterAnimations: true })).toEqual(
    clean(mode),
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}
