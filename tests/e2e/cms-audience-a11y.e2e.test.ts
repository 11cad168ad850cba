// axe-core on the CMS's audience side, every tab and sub-tab and each of their dialogs, and the
// pages behind the links in subscription e-mails, on a phone and on a desktop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import { signInAs } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The violations axe finds on the settled, still page (or inside `within`), named by `where`. */
async function scan(page: Page, where: string, within?: string): Promise<string[]> {
  const found = await axeViolations(page, { within, afterAnimations: true });
  return found.map((line) => `${where}: ${line}`);
}

/** Opens a CMS tab's sub-tab (the CMS's own tabs have the same names). */
const subTab = (page: Page, name: string) =>
  page.getByRole('tablist').last().getByRole('tab', { name, exact: true }).click();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('axe-core on the audience tabs on a %s', (_, viewport) => {
  it(
    'finds no violation on any tab, sub-tab, dialog or link page',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage(browser, viewport);
      await signInAs(page, 'admin');
      const found: string[] = [];

      await page.goto(url('/admin/subscribers'));
      await page.getByText('Awaiting confirmation').waitFor();
      found.push(...(await scan(page, 'Subscribers, Overview')));
      await subTab(page, 'Manage Subscribers');
      await page.getByRole('table').waitFor();
      found.push(...(await scan(page, 'Subscribers, Manage')));
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog', { name: 'Delete Subscriber' }).waitFor();
      found.push(...(await scan(page, 'Delete Subscriber', '[role="alertdialog"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
      await subTab(page, 'Analytics');
      await page.getByText('Analytics dashboard coming soon').waitFor();
      found.push(...(await scan(page, 'Subscribers, Analytics')));

      await page.goto(url('/admin/newsletter'));
      await page.getByText('Recent Content Available').waitFor();
      found.push(...(await scan(page, 'Newsletter')));
      await page.getByRole('button', { name: 'Create Newsletter' }).click();
      await page.getByLabel('Newsletter Title').fill('Weekly from the EDGE');
      await page.getByRole('checkbox').first().check({ force: true });
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByLabel('Newsletter preview').waitFor();
      found.push(...(await scan(page, 'Newsletter, composer and preview')));
      await page.getByRole('button', { name: 'Send Newsletter' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Send Newsletter' });
      await confirm.getByText(/confirmed subscribers/).waitFor();
      found.push(...(await scan(page, 'Send Newsletter', '[role="alertdialog"]')));
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });

      await page.goto(url('/admin/security'));
      await page.getByText('Security Features').waitFor();
      found.push(...(await scan(page, 'Security')));

      await page.goto(url('/admin/analytics'));
      await page.getByText('Total Page Views').waitFor();
      for (const name of ['Traffic', 'Top Pages', 'Social Shares', 'Subscribers']) {
        await subTab(page, name);
        await page.getByRole('tabpanel').last().getByRole('heading').first().waitFor();
        found.push(...(await scan(page, `Analytics, ${name}`)));
      }

      await page.goto(url('/confirm-subscription?token=v1.c.nobody.1.1.bad'));
      await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
      found.push(...(await scan(page, 'a confirmation link that is not valid')));
      await page.goto(url('/unsubscribe?token=v1.u.nobody.1.0.bad'));
      await page.getByRole('heading', { name: 'Unsubscribe from EDGE Navigator' }).waitFor();
      found.push(...(await scan(page, 'the unsubscribe page')));

      expect(found).toEqual([]);
      await context.close();
    },
  );
});
