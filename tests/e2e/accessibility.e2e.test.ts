import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, url } from './support/browser.ts';

let browser: Browser;
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

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('axe-core on a %s', (_, viewport) => {
  it.each(SCREENS)('$path has no violations', async ({ path, ready }) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(url(path));
    await page.locator(ready).first().waitFor();
    // Scan the settled page: lists still loading move the content (and a deep link's scroll
    // follows them) while axe samples colours.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const { violations } = await new AxeBuilder({ page }).analyze();
    const summary = violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
    await context.close();
  });
});

describe('the gate', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('the gated essay page has no violations on a %s', async (_, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await context.addInitScript(() =>
      localStorage.setItem(
        'edge_content_views',
        JSON.stringify({ viewedContent: ['a', 'b', 'c', 'd', 'e'], lastUpdated: '' }),
      ),
    );
    await page.goto(url('/essays/the-edge-dilemma'));
    await page.getByText("You've reached your free content limit (5 pieces)").waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});

describe('signed-in screens', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('/account has no violations on a %s', async (_, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(url('/auth'));
    await page.getByLabel('Email').fill('reader@edge-navigator.demo');
    await page.getByLabel('Password').fill('EdgeReader#2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.waitForURL(url('/'));
    await page.goto(url('/account'));
    await page.getByText('Confirmed subscriber').first().waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});

describe('dialogs', () => {
  it.each([
    ['Sign Up', 'Subscribe to the EDGE Newsletter'],
    ['Contact', 'Get in touch'],
  ])(
    '%s opens a labelled dialog with no violations, and Escape closes it',
    async (button, title) => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto(url('/'));
      await page.locator('#essays a h3').first().waitFor();
      await page.getByRole('button', { name: button, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    },
  );

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
  describe.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s', (_, viewport) => {
    it.each(opens)('$name has no violations and Escape closes it', async ({ path, open }) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(url(path));
      await page.locator('main h1, main h2, main h3').first().waitFor();
      await page.locator('#essays a h3, main h3').first().waitFor();
      await open(page);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Scan once the opening animation has finished (axe reads colours mid-fade otherwise).
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      );
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    });
  });
});
