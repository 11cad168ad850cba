import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, url } from '../e2e/support/browser.ts';
import { composeNewsletter } from '../e2e/support/cms.ts';
import { linkIn, type Mail as QueuedMail } from '../e2e/support/mail.ts';
import { emulatorPorts, firestore, PROJECT_ID } from './support/emulators.ts';
import { signInAsAdmin } from './support/journeys.ts';
import { seededBrowser } from './support/suite.ts';

// Double opt-in and the newsletter on the Firebase build: subscribe (callable) queues a
// confirmation in `mail`, its link confirms through the page and the confirmSubscription
// callable, the admin's send (sendNewsletter) queues one e-mail per confirmed newsletter address
// and none more on a second send, and a mail app's one-click POST (the unsubscribeOneClick
// function) leaves the address out of the next send.

const browser = seededBrowser();

interface Mail extends QueuedMail {
  headers: Record<string, string>;
}

const mails = async () => (await firestore().list('mail')) as unknown as Mail[];
const rowsOf = async (email: string) =>
  (await firestore().list('subscribers')).filter((row) => row.email === email);

/** Composes and sends a newsletter of the first two recent pieces, as the admin. */
async function send(page: Page, title: string) {
  const dialog = await composeNewsletter(page, title);
  await dialog.getByText(/confirmed subscribers\. This action cannot be undone\.$/).waitFor();
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  const sent = page.getByText(/^Newsletter sent to \d+ confirmed subscribers$/).first();
  await sent.waitFor();
  return sent.textContent();
}

describe('the newsletter on Firebase', () => {
  it('confirms a subscription by its link, sends once, and honours one-click unsubscribe', async () => {
    // The seed is dated from the day it was written to the emulators: the composer's last 30
    // days have pieces to pick on any date.
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to the EDGE Newsletter' });
    await dialog.getByLabel('First name').fill('Nia');
    await dialog.getByLabel('Surname').fill('Newreader');
    await dialog.getByLabel('Email').fill('nia@example.com');
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('Successfully subscribed!').last().waitFor();
    await expect
      .poll(async () => (await mails()).filter((m) => m.to === 'nia@example.com'))
      .toHaveLength(1);
    const [confirmation] = (await mails()).filter((m) => m.to === 'nia@example.com');
    expect(confirmation!.message.subject).toBe('Confirm your subscription to EDGE Navigator');
    await page.goto(url(linkIn(confirmation!, '/confirm-subscription')));
    await page.waitForURL(url('/subscription-success'));
    expect((await rowsOf('nia@example.com'))[0]).toMatchObject({ status: 'confirmed' });

    await signInAsAdmin(page);
    const confirmedAddresses = new Set(
      (await firestore().list('subscribers'))
        .filter((r) => r.status === 'confirmed' && String(r.source).startsWith('newsletter'))
        .map((r) => r.email),
    );
    expect(await send(page, 'Weekly from the EDGE')).toBe(
      `Newsletter sent to ${confirmedAddresses.size} confirmed subscribers`,
    );
    const issue = (await mails()).filter((m) => m.kind === 'newsletter');
    expect(new Set(issue.map((m) => m.to))).toEqual(confirmedAddresses);
    await send(page, 'Weekly from the EDGE');
    expect((await mails()).filter((m) => m.kind === 'newsletter')).toHaveLength(issue.length);

    // What a mail app does with List-Unsubscribe-Post: a POST to the one-click address.
    const mine = issue.find((m) => m.to === 'nia@example.com')!;
    expect(mine.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = new URL(mine.headers['List-Unsubscribe']!.slice(1, -1)).searchParams.get(
      'token',
    )!;
    const oneClick = await fetch(
      `http://127.0.0.1:${emulatorPorts().functions}/${PROJECT_ID}/us-central1/unsubscribeOneClick?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    expect((await rowsOf('nia@example.com'))[0]).toMatchObject({ status: 'unsubscribed' });

    await send(page, 'The week after');
    const next = (await mails()).filter((m) => m.message.subject === 'The week after');
    expect(next.map((m) => m.to)).not.toContain('nia@example.com');
    expect(next).toHaveLength(confirmedAddresses.size - 1);
    await context.close();
  });
});
