import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../backend/backend.ts';
import { BackendError } from '../domain/errors.ts';
import { CACHE_CONTROL, RETRY_AFTER_SECONDS, respond, type RenderContext } from './render-page.tsx';
import { createServerBackend } from './server-backend.ts';
import { MANIFEST, SHELL, SITE, seededDemo, testSanitizer } from './testing.ts';

// A Firebase build's server renders from the reads renderPage hands it (the Admin SDK's). When
// they fail, the answer is a 503 a crawler comes back to, never a 200 page it would index as
// empty or be told to drop.

/** Reads that all fail as Firestore does when it cannot be reached (or a deadline passed). */
const failing = new Proxy({} as ContentApi, {
  get: () => () => Promise.reject(new BackendError('unavailable', 'Firestore is unreachable.')),
});

let published: ContentApi;
const sanitize = testSanitizer();

beforeAll(() => {
  // The server as a Firebase build makes it (vite.config.ts defines the build's kind).
  vi.stubGlobal('__EDGE_BACKEND__', 'firebase');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  published = seededDemo().content;
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contextWith = (content: ContentApi, manifest = MANIFEST): RenderContext => ({
  client: { shell: SHELL, manifest },
  backend: createServerBackend(content),
  sanitize,
});
const get = (path: string, context: RenderContext) => respond(new URL(path, SITE), context);

describe('respond on a Firebase build', () => {
  it('renders from the reads it is given: a page, and an unknown slug sent home', async () => {
    const page = await get('/essays/the-edge-dilemma', contextWith(published));
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>The EDGE Dilemma<\/h1>/);
    const unknown = await get('/essays/no-such-essay', contextWith(published));
    expect(unknown).toMatchObject({ status: 302, headers: { Location: '/' } });
  });

  it('answers 503 with Retry-After, never kept nor marked noindex, when the reads fail', async () => {
    for (const path of [
      '/',
      '/essays/the-edge-dilemma',
      '/the-edge-dilemma',
      '/prompts/edge-co-pilots',
    ]) {
      const answer = await get(path, contextWith(failing));
      expect(answer.status, path).toBe(503);
      expect(answer.headers['Retry-After'], path).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.headers['Cache-Control'], path).toBe(CACHE_CONTROL.failed);
      expect(answer.headers['X-Robots-Tag'], path).toBeUndefined();
      // A visitor still gets the app, which reads for itself in the browser.
      expect(answer.body, path).toBe(SHELL);
    }
  });

  it('answers the feeds 503 with Retry-After when their reads fail', async () => {
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const answer = await get(path, contextWith(failing));
      expect(answer.status, path).toBe(503);
      expect(answer.headers['Retry-After'], path).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.body, path).toBe('The feed is unavailable for a moment.');
    }
  });

  it('still gives the pages that read nothing: the shell pages and the guides', async () => {
    const account = await get('/account', contextWith(failing));
    expect(account).toMatchObject({ status: 200, headers: { 'X-Robots-Tag': 'noindex' } });
    expect((await get('/five-capabilities', contextWith(failing))).status).toBe(200);
  });

  it('answers 500 when a part of the page throws, never a page with a hole in it', async () => {
    const breaking: RenderContext = {
      ...contextWith(published),
      sanitize: () => {
        throw new Error('the sanitiser broke');
      },
    };
    const answer = await get('/essays/the-edge-dilemma', breaking);
    expect(answer.status).toBe(500);
    expect(answer.body).toBe(SHELL);
    expect(answer.headers['Cache-Control']).toBe(CACHE_CONTROL.failed);
  });

  it('answers 500, not 503, when the page was read but could not be drawn', async () => {
    const answer = await get('/essays/the-edge-dilemma', contextWith(published, {}));
    expect(answer.status).toBe(500);
    expect(answer.headers['Retry-After']).toBeUndefined();
    expect(answer.headers['Cache-Control']).toBe(CACHE_CONTROL.failed);
  });
});
