// The CMS's audience side on the production build, demo backend: the admin exports subscribers,
// sends a newsletter (once), a visitor confirms a subscription and unsubscribes, the Security
// monitor counts contact sends, Analytics shows page views just made.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDump, DESKTOP, launchBrowser, newPage, PHONE, url } from './support/browser.ts';
import { composeNewsletter } from './support/cms.ts';
import { linkIn, type Mail } from './support/mail.ts';
import { signInAs } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The seed's newest pieces are from October 2026: the newsletter's last 30 days count from here.
const SEED_NOW = new Date('2026-11-01T10:15:00.000Z');

interface Row {
  email: string;
  name: string | null;
  status: string;
}

/** A visitor's newsletter sign-up through the header's Sign Up dialog. */
async function subscribe(page: Page, first: string, surname: string, email: string) {
  await page.goto(url('/'));
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the EDGE Newsletter' });
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Surname').fill(surname);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Successfully subscribed!').first().waitFor();
}

const mails = (page: Page) => demoDump<Mail>(page, 'mail');

/** Composes and sends a newsletter of the first two recent pieces; resolves with the toast text. */
async function sendNewsletter(page: Page, title: string) {
  const dialog = await composeNewsletter(page, title);
  await dialog
    .getByText(
      /^This will send ".+" to \d+ confirmed subscribers\. This action cannot be undone\.$/,
    )
    .waitFor();
  const question = await dialog.getByText(/^This will send/).textContent();
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  await page.getByText('Newsletter Sent!').first().waitFor();
  const sentTo = await page
    .getByText(/^Newsletter sent to \d+ confirmed subscribers$/)
    .first()
    .textContent();
  await page.getByLabel('Newsletter Title').waitFor({ state: 'detached' });
  return { question, sentTo };
}

/**
 * A page of a new browser signed in as the admin; `before` runs first, signed out, in the same
 * browser (the demo's data is the browser's: what a visitor does there, the admin then sees).
 */
async function adminPage(
  viewport: { width: number; height: number } = DESKTOP,
  before?: (page: Page) => Promise<void>,
) {
  const view = await newPage(browser, viewport);
  await view.page.clock.setFixedTime(SEED_NOW);
  await before?.(view.page);
  await signInAs(view.page, 'admin');
  return view;
}

describe('Subscribers', () => {
  it('exports a CSV: header, every value quoted, a hostile name neutralised', async () => {
    // A signed-in header offers the account, not Sign Up: the visitor subscribes signed out.
    const { context, page } = await adminPage(DESKTOP, (visitor) =>
      subscribe(visitor, '=HYPERLINK("http://evil.example")', 'Evil', 'evil@example.com'),
    );
    await page.goto(url('/admin/subscribers'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export All Subscribers' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('subscribers-all-2026-11-01.csv');
    await page.getByText('Export Complete').first().waitFor();
    await page.getByText('Exported 10 subscribers successfully').first().waitFor();
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"Email","Name","Status","Source","Created At","Confirmed At"');
    expect(lines).toHaveLength(11);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"[^"]*"(,"([^"]|"")*"){5}$/);
    expect(lines).toContain(
      `"evil@example.com","'=HYPERLINK(""http://evil.example"") Evil","pending","newsletter","${SEED_NOW.toISOString()}",""`,
    );
    await context.close();
  });
});

describe('Newsletter', () => {
  it('composes, previews and sends once per confirmed subscriber; a second send adds none', async () => {
    const { context, page } = await adminPage();
    await page.goto(url('/admin/newsletter'));
    await page.getByRole('button', { name: 'Create Newsletter' }).click();
    await page.getByLabel('Newsletter Title').fill('Weekly from the EDGE');
    await page.getByLabel('Introduction (optional)').fill('Two pieces worth your time.');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByLabel('Newsletter preview');
    await expect
      .poll(() => preview.textContent())
      .toMatch(/^# Weekly from the EDGE\n\nTwo pieces worth your time\./);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const first = await sendNewsletter(page, 'Weekly from the EDGE');
    expect(first.question).toBe(
      'This will send "Weekly from the EDGE" to 2 confirmed subscribers. This action cannot be undone.',
    );
    expect(first.sentTo).toBe('Newsletter sent to 2 confirmed subscribers');
    const sent = (await mails(page)).filter((mail) => mail.kind === 'newsletter');
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      'priya.raman@northwind.example',
      'reader@edge-navigator.demo',
    ]);
    expect(sent.every((mail) => mail.message.subject === 'Weekly from the EDGE')).toBe(true);

    // The same newsletter again (a retry, a second admin): nobody gets it twice.
    await sendNewsletter(page, 'Weekly from the EDGE');
    expect((await mails(page)).filter((mail) => mail.kind === 'newsletter')).toHaveLength(2);
    const history = page.getByRole('row', { name: /Weekly from the EDGE/ });
    await expect.poll(() => history.count()).toBe(1);
    await context.close();
  });
});

describe('subscription links', () => {
  it('a visitor subscribes, confirms through the e-mail, and one-click unsubscribes', async () => {
    const { context, page } = await adminPage(PHONE, (visitor) =>
      subscribe(visitor, 'Nia', 'Newreader', 'nia@example.com'),
    );
    const confirmation = (await mails(page)).find((mail) => mail.to === 'nia@example.com');
    expect(confirmation?.message.subject).toBe('Confirm your subscription to EDGE Navigator');
    await page.goto(url(linkIn(confirmation!, '/confirm-subscription')));
    await page.waitForURL(url('/subscription-success'));
    await page.getByRole('heading', { name: 'Welcome to EDGE Navigator!' }).waitFor();
    const row = (await demoDump<Row>(page, 'subscribers')).find(
      (r) => r.email === 'nia@example.com',
    );
    expect(row?.status).toBe('confirmed');

    await sendNewsletter(page, 'First issue');
    const issue = (await mails(page)).find(
      (mail) => mail.kind === 'newsletter' && mail.to === 'nia@example.com',
    );
    expect(issue).toBeDefined();
    await page.goto(url(linkIn(issue!, '/unsubscribe')));
    await page.getByRole('heading', { name: 'Unsubscribe from EDGE Navigator' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();

    const second = await sendNewsletter(page, 'Second issue');
    expect(second.sentTo).toBe('Newsletter sent to 2 confirmed subscribers');
    const secondTo = (await mails(page))
      .filter((mail) => mail.message.subject === 'Second issue')
      .map((mail) => mail.to);
    expect(secondTo).toHaveLength(2);
    expect(secondTo).not.toContain('nia@example.com');
    await context.close();
  });
});

/**
 * Sends the contact form `times` times from a new tab of `context`; resolves with each answer:
 * a sent message closes the dialog, a refused one leaves it open under its toast.
 */
async function sendContacts(context: BrowserContext, times: number): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(url('/'));
  // The dialog as open: a closed one may stay in the page for its exit animation's last frame.
  const dialog = page
    .getByRole('dialog', { name: 'Get in touch' })
    .and(page.locator('[data-state="open"]'));
  const refused = page.getByText('Too many submissions').first();
  const answers: string[] = [];
  for (let i = 0; i < times; i += 1) {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'Contact', exact: true }).click();
    }
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Dana Smith');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('dana@example.com');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill(`Message number ${i + 1}`);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    answers.push(
      await Promise.race([
        dialog.waitFor({ state: 'hidden' }).then(() => 'sent'),
        refused.waitFor().then(() => 'Too many submissions'),
      ]),
    );
  }
  await page.close();
  return answers;
}

describe('Security', () => {
  it('counts six contact sends after Refresh: five submissions, one rate limited', async () => {
    const { context, page } = await adminPage();
    await page.goto(url('/admin/security'));
    await page.getByText(/^No security events recorded yet\./).waitFor();
    // Three per tab is the browser's own limit; the server's is five per address and hour.
    const answers = [...(await sendContacts(context, 3)), ...(await sendContacts(context, 3))];
    expect(answers).toEqual([...Array(5).fill('sent'), 'Too many submissions']);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Form Submissions').waitFor();
    const value = (label: string) =>
      page
        .locator('dl', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .first()
        .textContent();
    expect(await value('Total Submissions')).toBe('5');
    expect(await value('Rate Limited')).toBe('1');
    expect(await value('Unique IPs')).toBe('1');
    await context.close();
  });
});

describe('Analytics', () => {
  it('shows the page views just made', async () => {
    const { context, page } = await adminPage();
    // The demo comes with a month of traffic: read where each page stands first.
    const topPages = async () => {
      await page.goto(url('/admin/analytics'));
      await page.getByRole('tab', { name: 'Top Pages' }).click();
      return page.getByRole('table', { name: 'Top pages by views, the last 30 days' });
    };
    const viewsIn = async (table: Locator, path: string) => {
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: path }) });
      if ((await row.count()) === 0) return 0;
      return Number((await row.getByRole('cell').last().innerText()).replace(/\D/g, ''));
    };
    const paths = ['/five-capabilities', '/essays/the-edge-dilemma'];
    const before = await topPages();
    await before.waitFor();
    const start = Object.fromEntries(
      await Promise.all(paths.map(async (path) => [path, await viewsIn(before, path)] as const)),
    );
    const seen: Record<string, number> = {};
    for (const path of ['/five-capabilities', '/essays/the-edge-dilemma', '/five-capabilities']) {
      seen[path] = (seen[path] ?? 0) + 1;
      await page.goto(url(path));
      await page.locator('main h1').first().waitFor();
      // Recorded once the page has its title: wait for it before the next page replaces this one.
      const views = async () =>
        (await demoDump<{ pagePath: string }>(page, 'page_views')).filter(
          (v) => v.pagePath === path,
        ).length;
      await expect.poll(views).toBe(seen[path]);
    }
    const after = await topPages();
    await expect
      .poll(() => viewsIn(after, '/five-capabilities'))
      .toBe(start['/five-capabilities']! + 2);
    await expect
      .poll(() => viewsIn(after, '/essays/the-edge-dilemma'))
      .toBe(start['/essays/the-edge-dilemma']! + 1);
    await context.close();
  });
});
