import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, url } from './support/browser.ts';
import { openTab, signInAs, toast } from './support/cms.ts';
import './support/csp-guard.ts';

// What an editor noticed walking through the CMS at both sizes (issue 28): tabs cut off on a
// phone, the subscribers table's actions off-screen, toasts over a dialog's buttons, long
// words spilling out of cards and dialogs.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The box of `locator`, which must be on screen. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

/** Whether `locator` is drawn wholly inside the window's width. */
async function withinWidth(page: Page, locator: Locator): Promise<boolean> {
  const { x, width } = await box(locator);
  return x >= 0 && x + width <= page.viewportSize()!.width + 0.5;
}

const LONG_WORD = 'Hyperintelligentexecutiveorchestrationframeworkfornavigatingtechdrivenchange';

describe('the CMS on a phone', () => {
  it('shows every tab without scrolling the tab bar', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, 'admin');
    await openTab(page, '/admin', 'AI Prompt Library');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    expect(await tabs.count()).toBe(7);
    for (const tab of await tabs.all()) {
      expect(await withinWidth(page, tab), (await tab.textContent()) ?? undefined).toBe(true);
      // Not hidden behind the bar's own edge either: the tab is what the browser draws there.
      const { x, y, width, height } = await box(tab);
      const hit = await page.evaluate(
        ([px, py]) => document.elementFromPoint(px!, py!)?.closest('[role="tab"]')?.textContent,
        [x + width / 2, y + height / 2],
      );
      expect(hit).toBe(await tab.textContent());
    }
    await context.close();
  });

  it("shows each subscriber's status and actions on screen", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/subscribers', 'Total Subscribers');
    await page.getByRole('tab', { name: 'Manage Subscribers' }).click();
    const email = 'jordan.lee@contoso.example';
    const status = page.getByRole('combobox', { name: `Status of ${email}` });
    await status.waitFor();
    expect(await withinWidth(page, status)).toBe(true);
    expect(await withinWidth(page, page.getByRole('button', { name: `Delete ${email}` }))).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    // A long address wraps beside its status rather than running under it.
    const long = 'marcus.chen@adventure-works.example';
    const row = page.getByRole('row').filter({ hasText: long });
    const address = await box(row.getByText(long, { exact: true }));
    const badge = await box(row.getByRole('cell').nth(2).locator('span').first());
    expect(address.x + address.width).toBeLessThanOrEqual(badge.x);
    await context.close();
  });

  it("keeps a long slug's address inside the essay dialog", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/essays', 'New Essay');
    await page.getByRole('button', { name: 'New Essay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Essay' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(`${LONG_WORD} essay`);
    const helper = dialog.getByText(/^Public at \/essays\//);
    const content = await box(dialog);
    const { x, width } = await box(helper);
    expect(x + width).toBeLessThanOrEqual(content.x + content.width + 0.5);
    await context.close();
  });
});

describe('long words', () => {
  it("never widen a category page past a phone's screen", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, 'admin');
    await openTab(page, '/admin', 'AI Prompt Library');
    await page.getByRole('button', { name: 'New Prompt' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${LONG_WORD} prompt`);
    await page.getByRole('textbox', { name: /^Description/ }).fill(`A ${LONG_WORD} brief.`);
    await page.getByRole('textbox', { name: /^About this prompt/ }).fill('What it does.');
    await page.getByRole('textbox', { name: /^How to use/ }).fill('Paste the news.');
    await page.getByRole('textbox', { name: /^Prompt content/ }).fill(`Act as ${LONG_WORD}.`);
    await page.getByLabel('Add a category').selectOption('edge-signals');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    await toast(page, 'Prompt created successfully');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.goto(url('/prompts/edge-signals'));
    await page.getByRole('heading', { name: `${LONG_WORD} prompt` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
  });
});

describe('toasts', () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const)("never cover an open dialog's buttons on %s", async (_, size) => {
    const { context, page } = await newPage(browser, size);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/essays', 'New Essay');
    await page.getByRole('button', { name: 'New Essay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Essay' });
    // A save refused: the dialog stays open under the toast that says why (a title and a line).
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('The EDGE Dilemma');
    await dialog.getByRole('textbox', { name: /^Content/ }).fill('Text');
    await dialog.getByRole('button', { name: 'Create Essay' }).click();
    await page.locator('[data-scope="toast"]').getByText('Slug already in use').waitFor();
    const note = await box(page.locator('[data-scope="toast"][data-part="root"]').first());
    for (const name of ['Cancel', 'Create Essay']) {
      const button = await box(dialog.getByRole('button', { name, exact: true }));
      const overlaps =
        note.x < button.x + button.width &&
        button.x < note.x + note.width &&
        note.y < button.y + button.height &&
        button.y < note.y + note.height;
      expect(overlaps, `the toast over ${name}`).toBe(false);
    }
    await context.close();
  });
});

describe('a published essay renamed', () => {
  it('says so before saving, and its old address takes readers to the new one', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/essays', 'New Essay');
    await page.getByRole('button', { name: 'New Essay' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Essay' });
    await create.getByRole('textbox', { name: /^Title/ }).fill('Moving Day');
    await create.getByRole('textbox', { name: /^Content/ }).fill('## Why\n\nBecause.');
    await create.getByLabel('Status').selectOption('published');
    await create.getByRole('button', { name: 'Create Essay' }).click();
    await toast(page, 'Essay created successfully');

    await page
      .getByRole('listitem', { name: 'Moving Day', exact: true })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Essay' });
    await edit.getByRole('textbox', { name: /^Slug/ }).fill('moving-day-revisited');
    await edit
      .getByText(
        'Saving moves it to /essays/moving-day-revisited. Its old address, /essays/moving-day, keeps working: readers and shared links are sent on to the new one.',
      )
      .waitFor();
    await edit.getByRole('button', { name: 'Update Essay' }).click();
    await toast(page, 'Essay updated successfully');

    await page.goto(url('/essays/moving-day?ref=newsletter'));
    await page.waitForURL((u) => u.pathname === '/essays/moving-day-revisited');
    expect(new URL(page.url()).search).toBe('?ref=newsletter');
    await page.getByRole('heading', { level: 1, name: 'Moving Day' }).waitFor();
    // The old address was replaced, not kept in the history.
    await page.goBack();
    await page.waitForURL((u) => u.pathname !== '/essays/moving-day-revisited');
    expect(new URL(page.url()).pathname).not.toBe('/essays/moving-day');
    await context.close();
  });
});
