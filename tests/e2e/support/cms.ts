// Steps the CMS journeys share, on the demo build: signing in as the demo admin or reader, and
// finding things in the CMS as an editor would.
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../src/backend/seed/index.ts';
import { url } from './browser.ts';

export { DEMO_ACCOUNTS };
export { signInAs } from './sign-in.ts';

/** A 1x1 PNG, as an upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens a CMS tab and waits until its content (not a spinner) is there. */
export async function openTab(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(url(path));
  await page.getByText(ready, { exact: true }).first().waitFor();
}

/** The card of a prompt or a piece in a CMS list, by its title. */
export function itemCalled(page: Page, title: string) {
  return page.getByRole('listitem', { name: title, exact: true });
}

/** Waits for a toast's text (and lets it be). */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The essay with this slug as the demo database holds it now. */
export async function storedEssay(
  page: Page,
  slug: string,
): Promise<Record<string, unknown> | null> {
  return page.evaluate(async (wanted) => {
    const demo = (window as unknown as { edgeDemo: { dump(c: string): Promise<unknown[]> } })
      .edgeDemo;
    const essays = (await demo.dump('essays')) as { slug: string }[];
    return (essays.find((e) => e.slug === wanted) as Record<string, unknown> | undefined) ?? null;
  }, slug);
}

/** Waits until this device keeps a draft of a form that contains `text`. */
export async function draftKept(page: Page, key: string, text: string): Promise<void> {
  await page.waitForFunction(([k, t]) => (localStorage.getItem(k!) ?? '').includes(t!), [
    key,
    text,
  ] as const);
}

/**
 * Composes a newsletter of the first two recent pieces in the CMS and asks to send it; resolves
 * with the confirmation dialog it opens.
 */
export async function composeNewsletter(page: Page, title: string) {
  await page.goto(url('/admin/newsletter'));
  await page.getByRole('button', { name: 'Create Newsletter' }).click();
  await page.getByLabel('Newsletter Title').fill(title);
  const boxes = page
    .getByRole('group', { name: 'Content from the last 30 days' })
    .getByRole('checkbox');
  await boxes.nth(0).check({ force: true });
  await boxes.nth(1).check({ force: true });
  await page.getByText('2 selected').waitFor();
  await page.getByRole('button', { name: 'Send Newsletter' }).click();
  return page.getByRole('alertdialog', { name: 'Send Newsletter' });
}
