import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, url } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  { path: '/', ready: '#essays a h3' },
  { path: '/essays/the-edge-dilemma', ready: 'article h1' },
  { path: '/build-an-ai-chief-of-staff', ready: 'article h1' },
  { path: '/dispatches/dispatch-41-what-the-best-leaders-did-differently', ready: 'article h1' },
  { path: '/five-capabilities', ready: 'main h1' },
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    const summary = violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
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
});
