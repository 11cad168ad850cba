import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedEssays } from '../../src/backend/seed/index.ts';
import { DESKTOP, newPage, url } from '../e2e/support/browser.ts';
import { account, firestore, mailTo } from './support/emulators.ts';
import {
  openPiece,
  signIn,
  signInAsAdmin,
  signInAsReader,
  untilSubscriptionKept,
} from './support/journeys.ts';
import { seededBrowser } from './support/suite.ts';

// Accounts on the Firebase build: Auth emulator sign-up with its verification e-mail (read from
// the emulator's out-of-band codes), sign-in, the confirmed-subscriber unlock through the rules,
// and the admin's claim.

const browser = seededBrowser();

const ESSAYS = seedEssays.filter((e) => e.status === 'published').slice(0, 6);

/** Marks five other pieces as read, so the next new piece would be gated. */
async function spendFreeViews(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      'edge_content_views',
      JSON.stringify({ viewedContent: ['a', 'b', 'c', 'd', 'e'], lastUpdated: '' }),
    ),
  );
}

describe('a new reader', () => {
  it('signs up, verifies through the e-mail link, signs in, and as a confirmed subscriber is never gated', async () => {
    const email = 'katherine@example.com';
    const password = 'Orbital-Mechanics-1962';
    const { context, page, consoleErrors } = await newPage(browser(), DESKTOP);
    await page.goto(url('/auth'));
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Name').fill('Katherine Johnson');
    await page.getByLabel('Email').last().fill(email);
    await page.getByLabel('Password').last().fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your email for the confirmation link!').waitFor();
    expect((await firestore().list('users')).map((u) => u.name)).toContain('Katherine Johnson');

    expect(await account(email)).toMatchObject({ emailVerified: false });

    // The e-mail's link, as the Auth emulator "sent" it; the reader opens it in another tab,
    // and it verifies the address and continues to the site.
    const [verification] = (await mailTo(email)).filter((m) => m.requestType === 'VERIFY_EMAIL');
    expect(verification?.oobLink).toBeDefined();
    const mail = await context.newPage();
    await mail.goto(verification!.oobLink);
    await mail.waitForURL(url('/'));
    await mail.close();
    expect(await account(email)).toMatchObject({ emailVerified: true });

    // Confirmed on the newsletter (as the double opt-in would make them).
    await firestore().write({
      'subscribers/katherine-newsletter': {
        email,
        name: 'Katherine Johnson',
        source: 'newsletter',
        status: 'confirmed',
        createdAt: new Date(),
        confirmedAt: new Date(),
        unsubscribedAt: null,
      },
    });
    await page.goto(url('/'));
    // The header offers Sign Out from what the device knew before the session is restored; the
    // reads the restored session starts (profile, subscription) finish first, or one signed out
    // mid-flight is refused (a 403 in the console).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await signIn(page, email, password);
    // The header names the account by its profile (shown from 1536 px; the menu always shows it).
    await page.getByTitle('Katherine Johnson').first().waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Account' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'CMS' }).count()).toBe(0);
    await untilSubscriptionKept(page);

    await spendFreeViews(page);
    for (const essay of ESSAYS) expect(await openPiece(page, `/essays/${essay.slug}`)).toBe('open');
    expect(await page.getByText(/free view\(s\) remaining/).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the seeded accounts', () => {
  it('never gates the reader, a verified confirmed subscriber', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInAsReader(page);
    await spendFreeViews(page);
    for (const essay of ESSAYS) expect(await openPiece(page, `/essays/${essay.slug}`)).toBe('open');
    await context.close();
  });

  it('shows the admin the CMS link, and the CMS behind it', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'CMS' }).first().click();
    await page.waitForURL(/\/admin/);
    await page.getByRole('heading', { name: 'EDGE CMS', level: 1 }).waitFor();
    await context.close();
  });
});
