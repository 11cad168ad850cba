import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, url } from '../e2e/support/browser.ts';
import { encodeFields } from '../contract/firestore-rest.ts';
import {
  EMULATOR_HOST,
  PROJECT_ID,
  emulatorPorts,
  firestore,
  idToken,
} from './support/emulators.ts';
import { DEMO_ACCOUNTS, openPiece, signInAsAdmin } from './support/journeys.ts';
import { seededBrowser } from './support/suite.ts';

// The CMS on the Firebase build: the admin's writes go through Firestore Lite's transactions and
// firestore.rules, and a visitor reads them back at once; nobody else may write content.

const browser = seededBrowser();

describe('the CMS on Firebase', () => {
  it('an admin publishes an essay and a prompt, and a visitor sees both', async () => {
    const admin = await newPage(browser(), DESKTOP);
    const { page } = admin;
    await signInAsAdmin(page);

    await page.goto(url('/admin/essays'));
    await page.getByRole('list', { name: 'Essays' }).waitFor();
    await page.getByRole('button', { name: 'New Essay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Essay' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('Firebase Journey Essay');
    await dialog
      .getByRole('textbox', { name: /^Content/ })
      .fill('## Live\n\nPublished from the CMS.');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByLabel('Image URL', { exact: true }).fill('/media/signals.svg');
    await dialog.getByRole('button', { name: 'Use URL' }).click();
    await dialog.getByRole('button', { name: 'Create Essay' }).click();
    await page.getByText('Essay created successfully').first().waitFor();

    await page.goto(url('/admin'));
    await page.getByRole('list', { name: 'Prompts' }).waitFor();
    await page.getByRole('button', { name: 'New Prompt' }).click();
    const field = (name: RegExp) => page.getByRole('textbox', { name });
    await field(/^Title/).fill('Firebase Journey Prompt');
    await field(/^Description/).fill('Published from the CMS.');
    await field(/^About this prompt/).fill('What it does.');
    await field(/^How to use/).fill('Paste it.');
    await field(/^Prompt content/).fill('You are my scanner.');
    await page.getByLabel('Add a category').selectOption('edge-signals');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    await page.getByText('Prompt created successfully').first().waitFor();
    await admin.context.close();

    // As stored: the next version, the slug claimed.
    const essays = await firestore().list('essays');
    expect(essays.find((e) => e.slug === 'firebase-journey-essay')).toMatchObject({
      status: 'published',
      version: 1,
      headerImageUrl: '/media/signals.svg',
    });
    const claims = await firestore().list('slug_claims');
    expect(claims.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'essays:firebase-journey-essay',
        'resources:firebase-journey-prompt',
      ]),
    );

    const visitor = await newPage(browser(), DESKTOP);
    expect(await openPiece(visitor.page, '/essays/firebase-journey-essay')).toBe('open');
    await visitor.page.getByRole('heading', { level: 1, name: 'Firebase Journey Essay' }).waitFor();
    await visitor.page.goto(url('/prompts/edge-signals'));
    await visitor.page
      .getByRole('heading', { level: 3, name: 'Firebase Journey Prompt' })
      .waitFor();
    await visitor.context.close();
  });

  it("refuses a reader's direct write to essays", async () => {
    const token = await idToken(DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password);
    const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
    const base = `http://${EMULATOR_HOST}:${emulatorPorts().firestore}/v1/${root}`;
    const now = new Date();
    const essay = {
      title: 'Written around the CMS',
      slug: 'written-around-the-cms',
      content: 'Nope.',
      status: 'published',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      category: 'general',
    };
    const create = await fetch(`${base}/essays?documentId=sneaky`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: encodeFields(essay) }),
    });
    expect(create.status).toBe(403);
    const [existing] = (await firestore().list('essays')).filter((e) => e.status === 'published');
    const update = await fetch(
      `${base}/essays/${String(existing!.id)}?updateMask.fieldPaths=title`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: encodeFields({ title: 'Defaced' }) }),
      },
    );
    expect(update.status).toBe(403);
    const stored = await firestore().list('essays');
    expect(stored.find((e) => e.id === 'sneaky')).toBeUndefined();
    expect(stored.find((e) => e.id === existing!.id)?.title).toBe(existing!.title);
  });
});
