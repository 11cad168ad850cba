import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, url } from '../e2e/support/browser.ts';
import { firestore, idToken, listAs } from './support/emulators.ts';
import { DEMO_ACCOUNTS, openPiece } from './support/journeys.ts';
import { seededBrowser } from './support/suite.ts';

// What a visitor writes on the Firebase build: the callables (subscribe, submitContact,
// recordEvent) with App Check's local token, their Firestore documents read back around the
// rules, and what the rules let each role read.

const browser = seededBrowser();

/** Subscribes through the newsletter dialog on the home page. */
async function subscribe(page: Page, email: string) {
  await page.goto(url('/'));
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the EDGE Newsletter' });
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Surname').fill('Hopper');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.getByText('Successfully subscribed!').last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** The contact dialog while it is open. */
const openContactDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Get in touch' }).and(page.locator('[data-state="open"]'));

/**
 * Sends one message through the contact dialog; resolves with 'sent' (the dialog closed, as it
 * does only on success) or the refusal's title, whose notice stays up for the caller to read.
 */
async function sendContact(page: Page, n: number): Promise<string> {
  await page.getByRole('button', { name: 'Contact', exact: true }).first().click();
  // The dialog as open: a closed one may stay in the page for its exit animation's last frame.
  const dialog = openContactDialog(page);
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Message').fill(`Message number ${n}`);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const refusal = page
    .getByText('Too many submissions')
    .or(page.getByText('Rate limit exceeded'))
    .or(page.getByText('Error sending message'))
    .first();
  const outcome = await Promise.race([
    dialog.waitFor({ state: 'hidden' }).then(
      () => 'sent',
      () => 'timeout',
    ),
    refusal.waitFor().then(
      async () => (await refusal.textContent()) ?? '',
      () => 'timeout',
    ),
  ]);
  if (outcome === 'sent') await page.getByText('Message sent successfully!').first().waitFor();
  return outcome;
}

describe('subscribe', () => {
  it('stores one pending subscriber per e-mail and list, answering a repeat alike', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), PHONE);
    await subscribe(page, '  Grace.Hopper@Example.com ');
    await subscribe(page, 'grace.hopper@example.com');
    const rows = (await firestore().list('subscribers')).filter(
      (row) => row.email === 'grace.hopper@example.com',
    );
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', source: 'newsletter', status: 'pending' }),
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('contact', () => {
  it('stores each message, and refuses the sixth from one address within the hour', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto(url('/'));
    // The browser allows 3 per page session (one tab); another tab starts another session, and
    // the server counts on: the address is the same.
    for (const n of [1, 2, 3]) expect(await sendContact(page, n)).toBe('sent');
    const tab = await context.newPage();
    await tab.goto(url('/'));
    for (const n of [4, 5]) expect(await sendContact(tab, n)).toBe('sent');
    expect(await sendContact(tab, 6)).toBe('Too many submissions');
    await tab.getByText('Please wait an hour before submitting again.').waitFor();
    // What was typed is kept.
    expect(await openContactDialog(tab).getByLabel('Message').inputValue()).toBe(
      'Message number 6',
    );
    const messages = await firestore().list('contacts');
    expect(messages.map((m) => m.message).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Message number ${n}`),
    );
    expect(messages[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const events = await firestore().list('contact_security_events');
    expect(events.filter((e) => e.action === 'rate_limit_exceeded')).toEqual([
      expect.objectContaining({ count: 1 }),
    ]);
    await context.close();
  });
});

describe('page views and shares', () => {
  it('writes them through recordEvent, and only an admin can read them', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    expect(await openPiece(page, '/essays/the-edge-dilemma')).toBe('open');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied to clipboard').waitFor();
    await expect
      .poll(async () => (await firestore().list('social_shares')).map((s) => s.platform))
      .toEqual(['copy-link']);
    await expect
      .poll(async () => (await firestore().list('page_views')).map((v) => v.pagePath))
      .toContain('/essays/the-edge-dilemma');

    const admin = await idToken(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const reader = await idToken(DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password);
    for (const collection of ['page_views', 'social_shares']) {
      const asAdmin = await listAs(admin, collection);
      expect(asAdmin.status, collection).toBe(200);
      expect(asAdmin.documents.length, collection).toBeGreaterThan(0);
      expect((await listAs(reader, collection)).status, collection).toBe(403);
      expect((await listAs(null, collection)).status, collection).toBe(403);
    }
    await context.close();
  });
});
