import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import { itemCalled, openTab, signInAs } from './support/cms.ts';
import './support/csp-guard.ts';

// axe-core on the content side of the CMS (issue 12): each of its tabs and dialogs, on a phone
// and on a desktop, as the demo admin.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openEssay = async (page: Page) => {
  await openTab(page, '/admin/essays', 'New Essay');
  await itemCalled(page, 'The EDGE Dilemma').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit Essay' }).waitFor();
};

/** Each screen: how to get there, and what to scan (the page, or its dialog). */
const SCREENS: { name: string; open: (page: Page) => Promise<void>; within?: string }[] = [
  {
    name: 'AI Prompts',
    open: async (page) => {
      await openTab(page, '/admin', 'AI Prompt Library');
      await page.getByRole('list', { name: 'Prompts' }).waitFor();
    },
  },
  {
    name: 'the prompt form, refused empty',
    open: async (page) => {
      await openTab(page, '/admin', 'AI Prompt Library');
      await page.getByRole('button', { name: 'New Prompt' }).click();
      await page.getByLabel('Add a category').selectOption('edge-signals');
      await page.getByRole('button', { name: 'Create Prompt' }).click();
      await page.getByText('Title is required').waitFor();
    },
  },
  {
    name: 'the Delete Prompt confirmation',
    open: async (page) => {
      await openTab(page, '/admin', 'AI Prompt Library');
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await page.getByRole('alertdialog', { name: 'Delete Prompt' }).waitFor();
    },
    within: '[role="alertdialog"]',
  },
  {
    name: 'Essays',
    open: async (page) => {
      await openTab(page, '/admin/essays', 'New Essay');
      await page.getByRole('list', { name: 'Essays' }).waitFor();
    },
  },
  {
    name: 'Dispatches',
    open: async (page) => {
      await openTab(page, '/admin/essays?kind=dispatches', 'New Dispatch');
      await page.getByRole('list', { name: 'Dispatches' }).waitFor();
    },
  },
  { name: 'the Edit Essay dialog', open: openEssay, within: '[role="dialog"]' },
  {
    name: 'the essay preview',
    open: async (page) => {
      await openEssay(page);
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('region', { name: 'Preview' }).waitFor();
    },
    within: '[role="dialog"]',
  },
  {
    name: 'the image upload',
    open: async (page) => {
      await openEssay(page);
      await page.getByRole('tab', { name: 'Upload' }).click();
      await page.getByRole('button', { name: 'Choose an image' }).waitFor();
    },
    within: '[role="dialog"]',
  },
  {
    name: 'the image search with results',
    open: async (page) => {
      await openEssay(page);
      await page.getByRole('tab', { name: 'Unsplash' }).click();
      await page.getByLabel('Search images').fill('city');
      await page.getByLabel('Search images').press('Enter');
      await page.getByRole('list', { name: 'Search results' }).waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[aria-label="Search results"] img')].every(
          (img) => (img as HTMLImageElement).complete,
        ),
      );
    },
    within: '[role="dialog"]',
  },
  {
    name: 'the Delete Essay confirmation',
    open: async (page) => {
      await openTab(page, '/admin/essays', 'New Essay');
      await itemCalled(page, 'The EDGE Dilemma').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog', { name: 'Delete Essay' }).waitFor();
    },
    within: '[role="alertdialog"]',
  },
  {
    name: 'Settings',
    open: async (page) => {
      await openTab(page, '/admin/settings', 'Admin Setup');
      await page.getByText('This system is in beta. Features may change.').waitFor();
    },
  },
  {
    name: 'the revoke confirmation',
    open: async (page) => {
      await openTab(page, '/admin/settings', 'Admin Setup');
      await page.getByLabel('Account e-mail').fill('reader@edge-navigator.demo');
      await page.getByRole('button', { name: 'Revoke admin role' }).click();
      await page.getByRole('alertdialog', { name: 'Revoke admin role' }).waitFor();
    },
    within: '[role="alertdialog"]',
  },
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('axe-core on the CMS on a %s', (_, viewport) => {
  // One signed-in context per size (nothing here changes data); a fresh page per screen.
  let admin: Awaited<ReturnType<typeof newPage>>;
  beforeAll(async () => {
    admin = await newPage(browser, viewport);
    await signInAs(admin.page, 'admin');
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it.each(SCREENS)('$name has no violations', async ({ open, within }) => {
    const page = await admin.context.newPage();
    await open(page);
    expect(await axeViolations(page, { within })).toEqual([]);
    await page.close();
  });

  it('/admin/settings for a signed-in reader (Admin Setup under the refusal) has no violations', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInAs(page, 'reader');
    await page.goto(url('/admin/settings'));
    await page.getByRole('button', { name: 'Assign Admin Role to This Account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
