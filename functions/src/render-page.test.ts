import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Response } from 'express';
import { fileURLToPath } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ESSAYS } from '../../src/backend/contract/fixtures.ts';
import type { ContentApi } from '../../src/domain/content-api.ts';
import { PROJECT_ID, testDb } from '../test/emulators.ts';
import { publishedContent } from './published-content.ts';
import { renderPageHandler, type RenderDeps } from './render-page.ts';
import { serverOf, type AppServer, type ServerEntry } from './server-render.ts';

// renderPage end to end but for Hosting: the handler, the app's server (from its source, as a
// Firebase build makes it) and the Admin SDK reading the Firestore emulator. No browser API key
// is configured anywhere here: the server has no use for one, so restricting it (or enforcing
// App Check on Firestore) cannot break a render.

const SITE = 'https://edge.example';
// Built at run time so functions/' type check does not walk into the app's source.
const source = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

// Its addresses made from the site's origin: no canonical of its own, a header image on the site.
const essay = {
  ...FIXTURE_ESSAYS[0]!,
  canonicalUrl: '',
  headerImageUrl: '/media/boardroom.jpg',
  ogImageUrl: '',
};

let server: AppServer;

beforeAll(async () => {
  const entry = (await import(/* @vite-ignore */ source('server/index.ts'))) as ServerEntry;
  // A built shell, as the app's own server tests render with.
  const { SHELL: shell } = (await import(/* @vite-ignore */ source('server/testing.ts'))) as {
    SHELL: string;
  };
  // Any page module's chunk: a file named after it.
  const manifest = new Proxy(
    {},
    { get: (_, key) => ({ file: `assets/${String(key).length}.js` }) },
  );
  // The sanitiser made on first use, as in production (jsdom loaded by the first essay).
  server = serverOf(entry, { shell, manifest });
}, 120_000);

beforeEach(async () => {
  expect(Object.keys(process.env).filter((name) => /API_KEY/.test(name))).toEqual([]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { id, ...data } = essay;
  await testDb().collection('essays').doc(id).set(data);
});

/** The part of Express's response the handler uses, recording what it was told. */
function recorder() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(name: string | Record<string, string>, value?: string) {
      Object.assign(sent.headers, typeof name === 'string' ? { [name]: value } : name);
      return res;
    },
    send(body: string) {
      sent.body = body;
      return res;
    },
    end(body?: Buffer) {
      sent.body = body?.toString('utf8') ?? '';
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

const deps = (overrides: Partial<RenderDeps> = {}): RenderDeps => ({
  site: () => SITE,
  server: async () => server,
  content: () => publishedContent(testDb()),
  ...overrides,
});

async function get(path: string, headers: Record<string, string> = {}, options = deps()) {
  const { res, sent } = recorder();
  await renderPageHandler({ method: 'GET', originalUrl: path, headers }, res, options);
  return sent;
}

describe('renderPage', () => {
  it('renders a published essay from Firestore with the Admin SDK, no browser key anywhere', async () => {
    const page = await get(`/essays/${essay.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${SITE}/essays/${essay.slug}" />`);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${essay.title}</h1>`));
    expect(page.headers['Server-Timing']).toMatch(/^render;dur=\d+(\.\d)?$/);
  });

  it('keeps sending an unknown slug home, as the spec says', async () => {
    const page = await get('/essays/no-such-essay');
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe('/');
  });

  it('answers 503 with Retry-After, not a 200 marked noindex, when Firestore cannot be reached', async () => {
    const app =
      getApps().find((a) => a.name === 'unreachable') ??
      initializeApp({ projectId: PROJECT_ID }, 'unreachable');
    // Nothing listens on the discard port: every read fails (and is retried) until the deadline.
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '127.0.0.1:9');
    const unreachable = getFirestore(app);
    unreachable.settings({ host: '127.0.0.1:9', ssl: false });
    vi.unstubAllEnvs();
    const page = await get(
      `/essays/${essay.slug}`,
      {},
      deps({ content: () => publishedContent(unreachable), deadlineMs: 1500 }),
    );
    expect(page.status).toBe(503);
    expect(page.headers['Retry-After']).toBe('30');
    expect(page.headers['Cache-Control']).toBe('no-store');
    expect(page.headers['X-Robots-Tag']).toBeUndefined();
  });

  it('answers 503 at the deadline when the reads are slow, instead of waiting for them', async () => {
    const slow = new Proxy({} as ContentApi, { get: () => () => new Promise(() => {}) });
    const started = Date.now();
    const page = await get('/', {}, deps({ content: () => slow, deadlineMs: 300 }));
    expect(page.status).toBe(503);
    expect(page.headers['Retry-After']).toBe('30');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("renderPage's origin", () => {
  const EVIL = 'evil.example';

  it('comes from SITE_URL whatever host the request names', async () => {
    const headers = {
      host: EVIL,
      'x-forwarded-host': `${EVIL}, edge.example`,
      'x-forwarded-proto': 'http',
      forwarded: `host=${EVIL};proto=http`,
    };
    const page = await get(`/essays/${essay.slug}`, headers);
    const at = `${SITE}/essays/${essay.slug}`;
    expect(page.body).not.toContain(EVIL);
    expect(page.body).toContain(`<link rel="canonical" href="${at}" />`);
    expect(page.body).toContain(`<meta property="og:url" content="${at}" />`);
    expect(page.body).toContain(
      `<meta property="og:image" content="${SITE}/media/boardroom.jpg" />`,
    );
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!,
    ) as { url: string; mainEntityOfPage: { '@id': string }; image: string[] };
    expect(jsonLd).toMatchObject({ url: at, mainEntityOfPage: { '@id': at } });
    expect(jsonLd.image).toEqual([`${SITE}/media/boardroom.jpg`]);
    expect(page.body).toContain(`share-offsite/?url=${encodeURIComponent(at)}`);
    // The page's data, which the browser hydrates with, names the origin it was rendered for.
    const state = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(page.body);
    expect((JSON.parse(state![1]!) as { origin: string }).origin).toBe(SITE);
    for (const feed of ['/rss.xml', '/sitemap.xml']) {
      const answer = await get(feed, headers);
      expect(answer.status, feed).toBe(200);
      expect(answer.body, feed).toContain(at);
      expect(answer.body, feed).not.toContain(EVIL);
    }
  });

  it('sends a path a parser would take for another host to its clean path', async () => {
    for (const [path, clean] of [
      [`//${EVIL}/essays/${essay.slug}`, `/${EVIL}/essays/${essay.slug}`],
      [`/\\${EVIL}/u3.png`, `/${EVIL}/u3.png`],
      [`/\\/${EVIL}?x=1`, `/${EVIL}?x=1`],
      [`/essays//${essay.slug}`, `/essays/${essay.slug}`],
    ]) {
      const answer = await get(path!);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.Location, path).toBe(clean);
    }
    expect((await get(`http://${EVIL}/essays/x`)).status).toBe(404);
  });
});
