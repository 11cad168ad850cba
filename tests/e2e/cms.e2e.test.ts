import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, url } from './support/browser.ts';
import {
  TINY_PNG,
  draftKept,
  itemCalled,
  openTab,
  signInAs,
  storedEssay,
  toast,
} from './support/cms.ts';
import './support/csp-guard.ts';

// The CMS on the production build as the demo admin: what an editor does, and what visitors see
// of it without a rebuild.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** The prompt titles the category page lists, in its order. */
async function categoryTitles(page: Page, category: string): Promise<string[]> {
  await page.goto(url(`/prompts/${category}`));
  await page.locator('main h3').first().waitFor();
  return page.locator('main ul').first().locator('h3').allTextContents();
}

async function newEssay(page: Page, title: string, content: string) {
  await page.getByRole('button', { name: 'New Essay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Essay' });
  await field(page, /^Title/).fill(title);
  await dialog.getByRole('textbox', { name: /^Content/ }).fill(content);
  return dialog;
}

describe('the CMS, as the demo admin', () => {
  it('creates, edits, reorders and deletes a prompt, and /prompts/{category} follows each change', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, 'admin');
    await openTab(page, '/admin', 'AI Prompt Library');
    await page.getByRole('list', { name: 'Prompts' }).waitFor();
    await page.getByRole('button', { name: 'New Prompt' }).click();
    await field(page, /^Title/).fill('Journey Signals Scan');
    await field(page, /^Description/).fill('Scans the week for weak signals.');
    await field(page, /^About this prompt/).fill('What it does.');
    await field(page, /^How to use/).fill('Paste the news.');
    await field(page, /^Prompt content/).fill('You are my horizon scanner.');
    await page.getByLabel('Add a category').selectOption('edge-signals');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    await toast(page, 'Prompt created successfully');

    const before = await categoryTitles(page, 'edge-signals');
    // A new prompt has no order index: it comes after the ordered ones.
    const at = before.indexOf('Journey Signals Scan');
    expect(at).toBeGreaterThan(0);
    const target = before[at - 1]!;

    await openTab(page, '/admin', 'AI Prompt Library');
    await itemCalled(page, 'Journey Signals Scan').getByRole('button', { name: 'Edit' }).click();
    await field(page, /^Title/).fill('Journey Signals Scanner');
    await page.getByRole('button', { name: 'Update Prompt' }).click();
    await toast(page, 'Prompt updated successfully');
    expect((await categoryTitles(page, 'edge-signals'))[at]).toBe('Journey Signals Scanner');

    // Move it up in the library until it passes the prompt before it on the category page.
    await openTab(page, '/admin', 'AI Prompt Library');
    const titles = () =>
      page.getByRole('list', { name: 'Prompts' }).locator('h3').allTextContents();
    await itemCalled(page, 'Journey Signals Scanner').waitFor();
    while ((await titles()).indexOf('Journey Signals Scanner') > (await titles()).indexOf(target)) {
      const index = (await titles()).indexOf('Journey Signals Scanner');
      await itemCalled(page, 'Journey Signals Scanner')
        .getByRole('button', { name: 'Move up' })
        .click();
      await page.waitForFunction(
        ([name, index]) =>
          [...document.querySelectorAll('[aria-label="Prompts"] h3')]
            .map((h) => h.textContent)
            .indexOf(name as string) ===
          (index as number) - 1,
        ['Journey Signals Scanner', index] as const,
      );
      await page.locator('[aria-label="Prompts"][aria-busy="false"]').waitFor();
    }
    const moved = await categoryTitles(page, 'edge-signals');
    expect(moved.indexOf('Journey Signals Scanner')).toBe(moved.indexOf(target) - 1);

    await openTab(page, '/admin', 'AI Prompt Library');
    await itemCalled(page, 'Journey Signals Scanner')
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete Prompt' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'Resource deleted successfully');
    expect(await categoryTitles(page, 'edge-signals')).not.toContain('Journey Signals Scanner');
    await context.close();
  });

  it('publishes an essay with an uploaded header image: after a reload it is at /essays/{slug}, with its image', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/essays', 'New Essay');
    const dialog = await newEssay(
      page,
      'Journey Essay With Image',
      '## Why\n\nAn essay with a picture.',
    );
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByRole('tab', { name: 'Upload' }).click();
    await dialog
      .getByLabel('Image file')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: TINY_PNG });
    await toast(page, 'Image uploaded successfully!');
    await dialog.getByRole('img', { name: 'The header image' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Essay' }).click();
    await toast(page, 'Essay created successfully');

    await page.reload();
    await page.goto(url('/essays/journey-essay-with-image'));
    await page.getByRole('heading', { level: 1, name: 'Journey Essay With Image' }).waitFor();
    const image = page.locator('article img').first();
    await image.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('article img') as HTMLImageElement | null;
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await image.getAttribute('src')).toMatch(
      /^blob:.*#\/demo-storage\/essay-images\/essays\/\d+-[a-z0-9]+\.png$/,
    );
    await context.close();
  });

  it('keeps a draft invisible at its URL', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/essays', 'New Essay');
    const dialog = await newEssay(page, 'Journey Hidden Draft', 'Not yet.');
    await dialog.getByRole('button', { name: 'Create Essay' }).click();
    await toast(page, 'Essay created successfully');
    expect(await storedEssay(page, 'journey-hidden-draft')).toMatchObject({ status: 'draft' });
    for (const path of ['/essays/journey-hidden-draft', '/journey-hidden-draft']) {
      await page.goto(url(path));
      await page.waitForURL(url('/'));
      expect(await page.locator('body').innerText()).not.toContain('Journey Hidden Draft');
    }
    await context.close();
  });

  it('offers an unsaved edit back after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/essays', 'New Essay');
    await itemCalled(page, 'The EDGE Dilemma').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Essay' });
    const content = dialog.getByRole('textbox', { name: /^Content/ });
    await content.click();
    await content.press('End');
    await content.pressSequentially(' An unsaved thought.');
    const id = (await storedEssay(page, 'the-edge-dilemma'))!.id as string;
    await draftKept(page, `edge-cms-draft:essay:${id}`, 'An unsaved thought.');
    // Leaving asks first; this journey says yes.
    page.once('dialog', (question) => void question.accept());
    await page.reload();
    await openTab(page, '/admin/essays', 'New Essay');
    await itemCalled(page, 'The EDGE Dilemma').getByRole('button', { name: 'Edit' }).click();
    const offer = page.getByRole('group', { name: 'Unsaved changes' });
    await expect(offer.textContent()).resolves.toMatch(/^Restore unsaved changes from .+\?/);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('textbox', { name: /^Content/ })
        .inputValue(),
    ).resolves.toContain('An unsaved thought.');
    await context.close();
  });

  it('stops the second of two tabs saving one essay, and loses nothing', async () => {
    const { context, page: first } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(first, 'admin');
    const second = await context.newPage();
    for (const page of [first, second]) {
      await openTab(page, '/admin/essays', 'New Essay');
      await itemCalled(page, 'Leading Through the Fog: Decisions When the Map Keeps Changing')
        .getByRole('button', { name: 'Edit' })
        .click();
      await page.getByRole('dialog', { name: 'Edit Essay' }).waitFor();
    }
    await field(first, /^Excerpt/).fill('The first tab’s excerpt.');
    await first.getByRole('button', { name: 'Update Essay' }).click();
    await toast(first, 'Essay updated successfully');

    await field(second, /^Excerpt/).fill('The second tab’s excerpt.');
    await second.getByRole('button', { name: 'Update Essay' }).click();
    const stopped = second
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this' });
    await stopped.waitFor();
    expect(await storedEssay(second, 'leading-through-the-fog')).toMatchObject({
      excerpt: 'The first tab’s excerpt.',
    });
    // Their text is still theirs: in the form, on the device, and on the clipboard on request.
    expect(await field(second, /^Excerpt/).inputValue()).toBe('The second tab’s excerpt.');
    await stopped.getByRole('button', { name: 'Copy my text' }).click();
    await toast(second, 'Your text was copied to the clipboard');
    expect(await second.evaluate(() => navigator.clipboard.readText())).toContain(
      'The second tab’s excerpt.',
    );
    await stopped.getByRole('button', { name: 'Load their version' }).click();
    await second.waitForFunction(() =>
      [...document.querySelectorAll('textarea')].some(
        (t) => t.value === 'The first tab’s excerpt.',
      ),
    );
    await context.close();
  });

  it('restores an earlier version of an essay', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, 'admin');
    await openTab(page, '/admin/essays', 'New Essay');
    await itemCalled(page, 'The EDGE Dilemma').getByRole('button', { name: 'Edit' }).click();
    await field(page, /^Title/).fill('The EDGE Dilemma, Revised');
    await field(page, /^Slug/).fill('the-edge-dilemma');
    await page.getByRole('button', { name: 'Update Essay' }).click();
    await toast(page, 'Essay updated successfully');
    await page.goto(url('/essays/the-edge-dilemma'));
    await page.getByRole('heading', { level: 1, name: 'The EDGE Dilemma, Revised' }).waitFor();

    await openTab(page, '/admin/essays', 'New Essay');
    await itemCalled(page, 'The EDGE Dilemma, Revised')
      .getByRole('button', { name: 'Edit' })
      .click();
    const versions = page.getByRole('list', { name: 'Earlier versions' });
    await versions.getByRole('button', { name: 'Restore version 1' }).click();
    expect(await field(page, /^Title/).inputValue()).toBe('The EDGE Dilemma');
    await page.getByRole('button', { name: 'Update Essay' }).click();
    await toast(page, 'Essay updated successfully');
    await page.goto(url('/essays/the-edge-dilemma'));
    await page.getByRole('heading', { level: 1, name: 'The EDGE Dilemma' }).waitFor();
    await context.close();
  });

  it('gives the reader Access Denied', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, 'reader');
    await page.goto(url('/admin/essays'));
    await page
      .getByText('Access Denied - Administrator privileges required to access the EDGE CMS.')
      .waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await context.close();
  });
});
