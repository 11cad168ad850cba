import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** System Chromium: CHROMIUM_PATH first, then Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error("No Chromium found: install Debian's `chromium` or set CHROMIUM_PATH.");
  }
  return found;
}

function launchOptions() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...(isRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/** Content-Security-Policy violations reported since the last take, by any page or worker. */
const cspViolations: string[] = [];

/** What Chromium and the listeners below print for a policy violation. */
const CSP_REPORT = /Content Security Policy|CSP violation/i;

/**
 * Collects every Content-Security-Policy violation in this context: the browser's console
 * lines and the securitypolicyviolation events of its pages, frames and service workers (a
 * worker's violations reach no console Playwright sees, so a listener is added to each).
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  context.on('console', (msg) => {
    if (CSP_REPORT.test(msg.text())) cspViolations.push(msg.text());
  });
  const listen = () =>
    self.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  context.on('serviceworker', (worker) => void worker.evaluate(listen).catch(() => {}));
  for (const worker of context.serviceWorkers()) await worker.evaluate(listen).catch(() => {});
  await context.addInitScript(listen);
}

/** The violations seen since the last call (see csp-guard.ts, which fails a test on any). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Launches headless Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** A browser with a real (temporary) profile, for what incognito contexts never report. */
export async function launchPersistent(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const dir = await mkdtemp(join(tmpdir(), 'edge-e2e-'));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions(), viewport });
  await watchCsp(context);
  // Chromium may still be flushing the profile as it closes: retry, and never fail a test on it.
  context.on('close', () => {
    rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => {});
  });
  return context;
}

/** The preview server's URL for `path`. */
export function url(path = '/'): string {
  return new URL(path, inject('baseURL')).toString();
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const readyPages = new WeakSet<Page>();

/**
 * Makes `page.goto` wait, on a page of the app, until the app has taken it over (app.tsx's
 * data-app-ready on <html>): a server-rendered page shows its controls before its code runs,
 * and a click before hydration would do nothing. Other documents (an e-mail link's, a feed) are
 * not waited for.
 */
function untilAppReady(page: Page): void {
  if (readyPages.has(page)) return;
  readyPages.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (target, options) => {
    const response = await goto(target, options);
    await page.waitForFunction(
      () =>
        !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
    );
    return response;
  };
}

/**
 * A fresh context (its own IndexedDB, so the demo starts from the seed) and a page in it.
 * `serviceWorkers: 'block'` keeps the site's worker out, for a suite that only looks at the page:
 * on a first visit the worker draws nothing, and its install (precaching the site) would run
 * beside what the suite measures.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const baseURL = inject('baseURL');
  const context = await browser.newContext({ viewport, baseURL, serviceWorkers });
  await watchCsp(context);
  await keepOnLineHonest(context, baseURL);
  context.on('page', untilAppReady);
  const page = await context.newPage();
  untilAppReady(page);
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { context, page, consoleErrors };
}

const OFFLINE_COOKIE = 'e2e-offline';

/**
 * Debian's Chromium 150 under Playwright reports `navigator.onLine` true in a document loaded
 * while the context is offline (the service worker serves it): only the document that was open
 * when the context went offline sees false and the events. A real browser offline says false
 * everywhere, and the demo backend, which crosses no network, believes `navigator.onLine`. So the
 * context's offline switch also sets a cookie, and every new document reads it first; such a
 * document is told 'online' when the connection returns.
 */
async function keepOnLineHonest(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addInitScript((name: string) => {
    const loadedOffline = document.cookie.split('; ').includes(`${name}=1`);
    (window as Window & { e2eLoadedOffline?: boolean }).e2eLoadedOffline = loadedOffline;
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        if (document.cookie.split('; ').includes(`${name}=1`)) return false;
        return real?.get ? (real.get.call(this) as boolean) : true;
      },
    });
  }, OFFLINE_COOKIE);
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    if (offline) await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: baseURL }]);
    else await context.clearCookies({ name: OFFLINE_COOKIE });
    await setOffline(offline);
    if (offline) return;
    // Nor does such a document hear 'online' when the connection returns: tell it.
    for (const page of context.pages()) {
      await page.evaluate(() => {
        const w = window as Window & { e2eLoadedOffline?: boolean };
        if (!w.e2eLoadedOffline) return;
        w.e2eLoadedOffline = false;
        window.dispatchEvent(new Event('online'));
      });
    }
  };
}

/** Reads a demo backend collection through the page's `window.edgeDemo` debug handle. */
export async function demoDump<T = Record<string, unknown>>(
  page: Page,
  name: string,
): Promise<T[]> {
  return page.evaluate(async (collection) => {
    const demo = (window as unknown as { edgeDemo: { dump(c: string): Promise<unknown[]> } })
      .edgeDemo;
    return demo.dump(collection);
  }, name) as Promise<T[]>;
}
