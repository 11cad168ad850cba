// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { deleteApp, getApps, initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseContext } from './app.ts';
import { EMULATOR_PORTS } from './config.ts';
import { createVisitorApi } from './visitor.ts';

// The Functions SDK's own decoder of App Check tokens, as the Functions emulator runs it (by
// path: the package does not export its internals).
const { unsafeDecodeAppCheckToken } = createRequire(import.meta.url)(
  '../../../node_modules/firebase-functions/lib/common/providers/https.js',
) as { unsafeDecodeAppCheckToken(token: string): { app_id?: string; exp?: number } };

let made = 0;

/**
 * An app of its own for each test: App Check keeps its token in IndexedDB under the app's name,
 * so an app named as an earlier one would start from that one's token (wherever the test worker
 * has an IndexedDB, as when a demo backend test ran before in the same worker).
 */
function context(emulatorHost: string | null): FirebaseContext {
  const options = { apiKey: 'k', projectId: 'demo-edge-navigator', appId: '1:123:web:abc' };
  const app = initializeApp(options, `app-check-test-${++made}`);
  return { app, db: getFirestore(app), emulatorHost, emulatorPorts: EMULATOR_PORTS };
}

/**
 * Answers App Check's token exchange with 'app-check-token' and every callable with
 * `{ result: null }`; keeps the requests.
 */
function stubCallables() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return new URL(request.url).hostname === 'content-firebaseappcheck.googleapis.com'
        ? Response.json({ token: 'app-check-token', ttl: '3600s' })
        : Response.json({ result: null });
    }),
  );
  return requests;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Every app goes, the adapter's own (the signed links') too.
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('App Check on the callables', () => {
  it('sends an App Check token the Functions emulator accepts on every callable', async () => {
    const requests = stubCallables();
    const visitor = createVisitorApi(context('127.0.0.1'));
    await visitor.subscribe({ email: 'ada@example.com', source: 'newsletter' });
    await visitor.recordShare({ platform: 'linkedin', pagePath: '/' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/demo-edge-navigator/us-central1/subscribe',
      '/demo-edge-navigator/us-central1/recordEvent',
    ]);
    for (const request of requests) {
      const token = request.headers.get('X-Firebase-AppCheck');
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
      const decoded = unsafeDecodeAppCheckToken(token ?? '');
      expect(decoded.app_id).toBe('1:123:web:abc');
      expect(decoded.exp! * 1000).toBeGreaterThan(Date.now());
    }
  });

  it('exchanges a reCAPTCHA Enterprise token for the build’s site key outside the emulators', async () => {
    vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', 'site-key-123');
    const requests = stubCallables();
    const called = createVisitorApi(context(null)).subscribe({
      email: 'a@example.com',
      source: 'newsletter',
    });
    // jsdom loads no external script: play reCAPTCHA Enterprise's part once its tag is in.
    const script = await vi.waitFor(() => {
      const tag = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
      if (!tag) throw new Error('no reCAPTCHA script yet');
      return tag;
    });
    expect(script.src).toBe('https://www.google.com/recaptcha/enterprise.js');
    const rendered: Array<{ sitekey: string; callback: () => void }> = [];
    vi.stubGlobal('grecaptcha', {
      enterprise: {
        ready: (callback: () => void) => callback(),
        render: (_container: string, params: (typeof rendered)[number]) => rendered.push(params),
        execute: async () => {
          rendered[0]?.callback(); // a solved challenge calls back before the token comes
          return 'recaptcha-enterprise-token';
        },
      },
    });
    script.onload?.(new Event('load'));
    await called;
    expect(rendered.map((params) => params.sitekey)).toEqual(['site-key-123']);
    const [exchange, callable] = requests;
    expect(exchange?.url).toBe(
      'https://content-firebaseappcheck.googleapis.com/v1/projects/demo-edge-navigator/apps/' +
        '1:123:web:abc:exchangeRecaptchaEnterpriseToken?key=k',
    );
    expect(await exchange?.json()).toMatchObject({
      recaptcha_enterprise_token: 'recaptcha-enterprise-token',
    });
    expect(callable?.headers.get('X-Firebase-AppCheck')).toBe('app-check-token');
  });

  it('says once that App Check is off when no site key is set, and sends no token', async () => {
    vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = stubCallables();
    const visitor = createVisitorApi(context(null));
    await visitor.subscribe({ email: 'a@example.com', source: 'newsletter' });
    await visitor.recordPageView({
      pagePath: '/',
      pageTitle: 'Home',
      referrer: null,
      userAgent: 'vitest',
      sessionId: 's',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('App Check is off');
    expect(requests.map((request) => request.headers.get('X-Firebase-AppCheck'))).toEqual([
      null,
      null,
    ]);
  });

  it('follows a subscription link at once, without App Check, where reCAPTCHA never loads', async () => {
    vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', 'site-key-123');
    const requests = stubCallables();
    const visitor = createVisitorApi(context(null));
    // A page view first starts App Check on the site's app; its script never loads here.
    void visitor.recordShare({ platform: 'linkedin', pagePath: '/' });
    await visitor.unsubscribe('v1.u.signed');
    await visitor.confirmSubscription('v1.c.signed');
    const links = requests.filter((request) => !request.url.includes('recordEvent'));
    expect(links.map((request) => request.url)).toEqual([
      'https://us-central1-demo-edge-navigator.cloudfunctions.net/unsubscribe',
      'https://us-central1-demo-edge-navigator.cloudfunctions.net/confirmSubscription',
    ]);
    expect(links.map((request) => request.headers.get('X-Firebase-AppCheck'))).toEqual([
      null,
      null,
    ]);
  });
});
