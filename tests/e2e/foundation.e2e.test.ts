import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/platform/document/content-security-policy.ts';
import {
  demoDump,
  launchBrowser,
  launchPersistent,
  newPage,
  PHONE,
  takeCspViolations,
  url,
} from './support/browser.ts';
import { waitForWorker } from './support/offline-library.ts';

/** Where the build put a source module's chunk (dist/, as the suite's server serves it; its
 * manifest is the server half's, dist-server/). */
function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../dist-server/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build's manifest has no ${source}`);
  return `/${chunk.file}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the home page', () => {
  it('loads with the default title and the seeded essays, The EDGE Dilemma first', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(url('/'));
    await expect.poll(() => page.title()).toContain('Leadership for Tech-Driven Change');
    const cards = page.locator('#essays a h3');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    expect(await cards.first().textContent()).toBe('The EDGE Dilemma');
    // Drafts never reach visitors.
    expect(await page.locator('#essays').textContent()).not.toMatch(/Board Briefing/i);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps its sections below the fold as the server drew them, idle, until scrolled near', async () => {
    const { context, page, consoleErrors } = await newPage(browser, PHONE);
    // Counts React's commits: what React DevTools hears from any build of React. And the page
    // never settles by itself (platform/lifecycle/page-settled.ts waits for an idle moment that
    // never comes), so only the reader releases the sections, whatever this machine's speed.
    await context.addInitScript(() => {
      const w = window as Window & { e2eCommits?: number };
      w.requestIdleCallback = () => 0;
      w.e2eCommits = 0;
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => {},
          onScheduleFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          onCommitFiberRoot: () => {
            w.e2eCommits = (w.e2eCommits ?? 0) + 1;
          },
        },
      });
    });
    // The sections' code is one chunk, fetched when the first of them comes into view.
    const belowTheFold = builtFile('src/features/home/below-the-fold.tsx');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const requestsOfBelowTheFold = () => fetched.filter((path) => path === belowTheFold).length;
    await page.goto(url('/'));
    const hydrated = (id: string) =>
      page.evaluate(
        (sectionId) =>
          Object.keys(document.getElementById(sectionId) ?? {}).some((key) =>
            key.startsWith('__reactFiber'),
          ),
        id,
      );
    const commits = () =>
      page.evaluate(() => (window as Window & { e2eCommits?: number }).e2eCommits ?? 0);
    expect(await hydrated('about')).toBe(false);
    // While they wait, React does next to nothing (React 19 once retried them without end:
    // thousands of commits a second until the page settled).
    const before = await commits();
    await page.waitForTimeout(1000);
    expect(await hydrated('about')).toBe(false);
    expect((await commits()) - before).toBeLessThan(50);
    // Nor is their code fetched: on a phone, no section is in view under the hero.
    expect(await hydrated('edge-prompts')).toBe(false);
    expect(requestsOfBelowTheFold()).toBe(0);
    // Scrolled near, a section is React's: the same element the server sent, its code fetched
    // once for all the sections.
    const about = await page.locator('#about').elementHandle();
    await page.locator('#about').scrollIntoViewIfNeeded();
    await expect.poll(requestsOfBelowTheFold, { timeout: 5000 }).toBe(1);
    await expect.poll(() => hydrated('about'), { timeout: 5000 }).toBe(true);
    expect(await about?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await about?.textContent()).toContain('The EDGE Navigator book');
    expect(requestsOfBelowTheFold()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("hydrates with the server's styles where they are: the reset and the tokens written once", async () => {
    const { context, page, consoleErrors } = await newPage(browser, PHONE);
    // A stylesheet taken out of the page and put back is one the browser applies to the whole
    // page again: emotion did that to every server style element it took over.
    await page.addInitScript(() => {
      const removed: string[] = ((
        window as Window & { e2eStylesRemoved?: string[] }
      ).e2eStylesRemoved = []);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement) removed.push(node.dataset.emotion ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url('/essays/the-edge-dilemma'));
    await page.locator('article h1').waitFor();
    expect(
      await page.evaluate(
        () => (window as Window & { e2eStylesRemoved?: string[] }).e2eStylesRemoved,
      ),
    ).toEqual([]);
    const sheets = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('style')].filter((style) =>
            style.textContent?.includes('--chakra-colors-gray-50:'),
          ).length,
      );
    expect(await sheets()).toBe(1);
    // Until the reader moves on: the app's own navigation draws in the browser.
    await page.locator('header button', { hasText: 'Menu' }).click();
    expect(await sheets()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('has every section anchor the header links to, in order', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual([
      'edge-prompts',
      'essays',
      'newsletter',
      'diagnostic',
      'school',
      'cards',
      'about',
    ]);
    await context.close();
  });

  it('opens the mobile menu on a phone and scrolls to a section from it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: 'Essays' })
      .click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('essays')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    await context.close();
  });

  it('comes whole when drawn in the browser, and lands on the section a link from another page names', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(url('/essays/the-edge-dilemma'));
    // When each part of the home page is first in the document: its sections' code is fetched
    // with the page's own, so none of them comes a moment after the rest.
    await page.evaluate(() => {
      const w = window as Window & { e2eSeen?: Record<string, number> };
      const seen: Record<string, number> = (w.e2eSeen = {});
      let batch = 0;
      new MutationObserver(() => {
        batch += 1;
        for (const id of ['hero-title', 'edge-prompts', 'essays', 'about'])
          if (!(id in seen) && document.getElementById(id)) seen[id] = batch;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('header').getByRole('button', { name: 'Essays', exact: true }).click();
    await page.waitForURL(url('/#essays'));
    // The home page's code is fetched now, not preloaded: on a loaded 2-core machine it can take
    // longer than expect.poll's 1 s to be drawn.
    await expect
      .poll(
        () => page.evaluate(() => document.getElementById('essays')?.getBoundingClientRect().top),
        { timeout: 10_000 },
      )
      .toBeLessThan(200);
    const seen = await page.evaluate(
      () => (window as Window & { e2eSeen?: Record<string, number> }).e2eSeen,
    );
    expect(Object.keys(seen ?? {}).sort()).toEqual([
      'about',
      'edge-prompts',
      'essays',
      'hero-title',
    ]);
    expect(new Set(Object.values(seen ?? {})).size).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the not-found page', () => {
  it('shows 404 with a working Return to Home, and logs the path', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(url('/this/does/not/exist'));
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404');
    expect(consoleErrors.join('\n')).toContain('/this/does/not/exist');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await context.close();
  });
});

describe('content at its own URL', () => {
  it('opens a seeded essay at /essays/{slug} with its page head', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/essays/the-edge-dilemma'));
    await page.getByRole('heading', { level: 1, name: 'The EDGE Dilemma' }).waitFor();
    expect(await page.title()).toBe('The EDGE Dilemma | EDGE Navigator');
    // The prerendered page names the build's address; the app puts the one it is served from.
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe(url('/essays/the-edge-dilemma'));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(158);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe(
      '1200',
    );
    await context.close();
  });

  it('opens the same essay at /{slug}, and a dispatch and a prompt through the catch-all', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/the-edge-dilemma'));
    await page.getByRole('heading', { level: 1, name: 'The EDGE Dilemma' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/the-edge-dilemma');
    await page.goto(url('/dispatch-38-the-two-hour-rule'));
    await page.locator('article h1').waitFor();
    await page.goto(url('/build-an-ai-chief-of-staff'));
    await page.getByRole('heading', { name: 'The prompt' }).waitFor();
    await context.close();
  });

  it("redirects a draft's slug to the home page, at /{slug} and at /essays/{slug}", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/draft-board-briefing'));
    await page.waitForURL(url('/'));
    await page.goto(url('/essays/draft-board-briefing'));
    await page.waitForURL(url('/'));
    await page.goto(url('/no-such-piece-anywhere'));
    await page.waitForURL(url('/'));
    await context.close();
  });
});

describe('analytics', () => {
  it('records a page view on every route change, with one session id', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    // Dispatch cards navigate (essay cards open the reader on the home page).
    const dispatch = page.locator('#newsletter a h3').first();
    await dispatch.waitFor();
    const title = (await dispatch.textContent()) ?? '';
    await dispatch.click();
    await page.waitForURL(/\/dispatches\//);
    const dispatchPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Navigator, back to top' }).click();
    await page.waitForURL(url('/'));
    type View = { pagePath: string; pageTitle: string; sessionId: string; referrer: string | null };
    // Writes take a round trip: let the third land before the full reload below.
    await expect.poll(async () => (await demoDump<View>(page, 'page_views')).length).toBe(3);
    await page.goto(url('/nowhere/at/all'));
    await page.getByText('Oops! Page not found').waitFor();
    await expect
      .poll(async () => (await demoDump<View>(page, 'page_views')).length)
      .toBeGreaterThanOrEqual(4);
    const views = await demoDump<View>(page, 'page_views');
    expect(views.map((v) => v.pagePath)).toEqual(['/', dispatchPath, '/', '/nowhere/at/all']);
    expect(views[1]!.pageTitle).toBe(`${title} | EDGE Navigator`);
    expect(new Set(views.map((v) => v.sessionId)).size).toBe(1);
    expect(views[0]!.sessionId).toMatch(/^\d{13}-[a-z0-9]+$/);
    await context.close();
  });
});

describe('the Content-Security-Policy', () => {
  it("is firebase.json's, on the page and on the worker, and the suites see what it blocks", async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(url('/essays/the-edge-dilemma'));
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy());
    const sw = await page.request.get(url('/sw.js'));
    expect(sw.headers()['content-security-policy']).toBe(contentSecurityPolicy());
    // Not on the files a page loads: their headers would be a kilobyte each for nothing.
    const favicon = await page.request.get(url('/favicon.svg'));
    expect(favicon.headers()['content-security-policy']).toBeUndefined();
    expect(favicon.headers()['x-content-type-options']).toBe('nosniff');
    await page.locator('article h1').waitFor();
    // What an injected inline script would meet: blocked, and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    // Both reports: Chromium's console line and the page's securitypolicyviolation event.
    const seen: string[] = [];
    const reported = (pattern: RegExp) => {
      seen.push(...takeCspViolations());
      return seen.some((line) => pattern.test(line));
    };
    await expect.poll(() => reported(/^Executing inline script violates .*script-src/)).toBe(true);
    await expect.poll(() => reported(/^CSP violation: script-src/)).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await context.close();
  });

  it('sees a violation in the service worker too', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    const worker = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return true;
    });
    expect(worker).toBe(true);
    const [sw] = context.serviceWorkers();
    if (!sw) throw new Error('no service worker');
    await sw.evaluate(() => fetch('https://blocked.example/x.png').catch(() => null));
    await expect.poll(() => takeCspViolations().join('\n')).toMatch(/connect-src/);
    await context.close();
  });
});

describe('the installable PWA', () => {
  it('has a manifest Chromium finds no installability errors in, and its icons load', async () => {
    // Installability is never reported in incognito, which every new browser context is.
    const context = await launchPersistent();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      icons: { src: string; purpose?: string }[];
      display: string;
    };
    expect(parsed.display).toBe('standalone');
    expect(parsed.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of parsed.icons) {
      const res = await page.request.get(url(icon.src));
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toContain('image/png');
    }
    // The worker takes control, so the shell is precached for the next visit.
    await expect
      .poll(
        () => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())),
        { timeout: 15_000 },
      )
      .toBe(true);
    await context.close();
  });
});

describe('the precached app shell', () => {
  it('opens offline once the worker is installed, says what could not load, and recovers online', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/'));
    await page.locator('#essays a h3').first().waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; from the next load on, it answers navigations.
    await page.reload();
    // The first worker takes the page over before its shell is whole (worker/precache.ts).
    await waitForWorker(page);

    await context.setOffline(true);
    // Nothing was opened yet, so nothing is saved: the page says so instead of spinning.
    await page.goto(url('/essays/the-edge-dilemma'));
    await page.getByRole('button', { name: 'Navigator, back to top' }).waitFor();
    await page.getByRole('heading', { name: 'Not available offline yet' }).waitFor();
    await page.goto(url('/'));
    const essays = page.locator('#essays');
    await essays.getByRole('alert').waitFor();
    expect(await essays.getByRole('alert').textContent()).toContain('offline');

    // Back online, the list comes back by itself.
    await context.setOffline(false);
    await page.locator('#essays a h3').first().waitFor();
    await context.close();
  });
});
