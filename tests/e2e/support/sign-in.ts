// Signing in through /auth, as every browser suite does (the demo build's and the Firebase one's).
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../src/backend/seed/index.ts';
import { url } from './browser.ts';

/** Signs in through /auth's Sign In form and waits for the move to the home page. */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto(url('/auth'));
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.waitForURL(url('/'));
}

/** Signs in through /auth with one of the demo accounts. */
export async function signInAs(page: Page, who: keyof typeof DEMO_ACCOUNTS): Promise<void> {
  await signInWith(page, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
}
