import { describe, expect, it } from 'vitest';
import { seedDispatches, seedEssays } from '../../src/backend/seed/index.ts';
import { sortEssaysForHome } from '../../src/domain/content-rules.ts';
import { newPage, PHONE, url } from '../e2e/support/browser.ts';
import { openPiece } from './support/journeys.ts';
import { seededBrowser } from './support/suite.ts';

// What a visitor reads on the Firebase build: Firestore Lite through firestore.rules, seeded as
// `npm run emulators` seeds it.

const browser = seededBrowser();

const published = <T extends { status: string }>(items: readonly T[]) =>
  items.filter((item) => item.status === 'published');
const draftEssay = seedEssays.find((e) => e.status === 'draft')!;
const draftDispatch = seedDispatches.find((d) => d.status === 'draft')!;

describe('the home page', () => {
  it('lists the published essays and dispatches, and no draft', async () => {
    const { context, page, consoleErrors } = await newPage(browser());
    await page.goto(url('/'));
    const essays = page.locator('#essays a h3');
    await essays.first().waitFor();
    const shownEssays = await essays.allTextContents();
    // The home page's order (featured first, then newest) over what Firestore returned.
    expect(shownEssays).toEqual(
      sortEssaysForHome(published(seedEssays))
        .map((e) => e.title)
        .slice(0, shownEssays.length),
    );
    expect(shownEssays.length).toBeGreaterThanOrEqual(6);
    const dispatches = page.locator('#newsletter a h3');
    await dispatches.first().waitFor();
    const shownDispatches = await dispatches.allTextContents();
    expect(shownDispatches.length).toBeGreaterThan(0);
    const publishedTitles = published(seedDispatches).map((d) => d.title);
    for (const title of shownDispatches) expect(publishedTitles).toContain(title);
    const text = await page.locator('main').innerText();
    expect(text).not.toContain(draftEssay.title);
    expect(text).not.toContain(draftDispatch.title);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a draft invisible at its own URL: /essays/{slug}, /dispatches/{slug} and /{slug}', async () => {
    const { context, page } = await newPage(browser());
    for (const path of [
      `/essays/${draftEssay.slug}`,
      `/${draftEssay.slug}`,
      `/dispatches/${draftDispatch.slug}`,
      `/${draftDispatch.slug}`,
    ]) {
      await page.goto(url(path));
      await page.waitForURL(url('/'));
      expect(await page.locator('body').innerText(), path).not.toContain(draftEssay.title);
    }
    await context.close();
  });
});

describe('pieces at their URLs', () => {
  const essay = published(seedEssays)[0]!;
  const dispatch = published(seedDispatches)[0]!;

  it('opens an essay, a dispatch and a prompt at their URLs and at /{slug}', async () => {
    const { context, page, consoleErrors } = await newPage(browser());
    for (const path of [`/essays/${essay.slug}`, `/${essay.slug}`]) {
      expect(await openPiece(page, path)).toBe('open');
      await page.getByRole('heading', { level: 1, name: essay.title }).waitFor();
    }
    for (const path of [`/dispatches/${dispatch.slug}`, `/${dispatch.slug}`]) {
      expect(await openPiece(page, path)).toBe('open');
      await page.getByRole('heading', { level: 1, name: dispatch.title }).waitFor();
    }
    for (const path of [
      '/prompts/detail/build-an-ai-chief-of-staff',
      '/build-an-ai-chief-of-staff',
    ]) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: 'Build an AI Chief of Staff' }).waitFor();
      await page.getByRole('heading', { name: 'The prompt' }).waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets a visitor read 5 pieces and gates the 6th', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    const essays = published(seedEssays).slice(0, 6);
    for (const e of essays.slice(0, 5))
      expect(await openPiece(page, `/essays/${e.slug}`)).toBe('open');
    expect(await openPiece(page, `/essays/${essays[5]!.slug}`)).toBe('gated');
    await page.getByRole('button', { name: 'Subscribe to Newsletter' }).waitFor();
    // What was read stays open, through the catch-all too.
    expect(await openPiece(page, `/${essays[0]!.slug}`)).toBe('open');
    await context.close();
  });
});
