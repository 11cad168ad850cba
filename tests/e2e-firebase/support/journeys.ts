// Steps the Firebase journeys share: signing in through /auth (as the seeded admin or reader, or
// anyone), opening a piece and telling whether it showed or was gated. The seeded accounts are
// the demo's (scripts/seed-emulators.mjs): the admin has the claim and admins/{uid}, the reader
// is verified and a confirmed newsletter subscriber.
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../src/backend/seed/index.ts';
import { url } from '../../e2e/support/browser.ts';
import { signInWith } from '../../e2e/support/sign-in.ts';

export { DEMO_ACCOUNTS };

export const GATE = "You've reached your free content limit (5 pieces)";

/** Signs in through /auth and waits until the header shows the session. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await signInWith(page, email, password);
  await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
}

/** Signs in as the seeded admin and waits for the CMS link the admin claim brings. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.getByRole('link', { name: 'CMS' }).first().waitFor();
}

/**
 * Waits until this device keeps the account's confirmed subscription in its session hint
 * (stores/session/session-hint.ts): a page loaded afresh is drawn as the hint says until the
 * session answers, as a reader coming back would see it.
 */
export async function untilSubscriptionKept(page: Page): Promise<void> {
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('edge_session') ?? 'null')?.unlimited === true,
  );
}

/** Signs in as the seeded reader (verified, a confirmed subscriber). */
export async function signInAsReader(page: Page): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password);
  await untilSubscriptionKept(page);
}

/**
 * Opens a piece at `path` and waits until it shows its text (the share controls come with it)
 * or the free-view gate; says which.
 */
export async function openPiece(page: Page, path: string): Promise<'open' | 'gated'> {
  await page.goto(url(path));
  await page.locator('article h1').waitFor();
  const open = page.getByRole('button', { name: 'Copy link' });
  const gate = page.getByText(GATE);
  await open.or(gate).first().waitFor();
  return (await gate.isVisible()) ? 'gated' : 'open';
}
