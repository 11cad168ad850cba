import { createSystem } from '@chakra-ui/react';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../backend/demo/testing.ts';
import { createMemoryKeyValueStore } from '../backend/demo/kv-store.ts';
import { SERVER_STATE_ID } from '../platform/lifecycle/hydration.ts';
import { fromWire } from '../domain/wire-json.ts';
import { PAGE_MODULES } from './page-data.ts';
import { RENDERED_NOSCRIPT, shellFiles } from './page-html.ts';
import { CACHE_CONTROL, respond, type RenderContext } from './render-page.tsx';
import { MANIFEST, SHELL, SITE, seededDemo, testRenderContext } from './testing.ts';
import { adoptServerGlobalStyles } from '../platform/styles/server-styles.ts';
import { siteConfigs } from '../platform/styles/theme.ts';

let context: RenderContext;

beforeAll(() => {
  context = testRenderContext();
});

const get = (path: string) => respond(new URL(path, SITE), context);

/** The tags of the head a page answer carries, as name → content. */
function headOf(html: string) {
  const meta = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(m[1]!, m[2]!);
  }
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

describe('respond: content pages', () => {
  it('renders an essay with its text, its own head and JSON-LD, cached at the CDN', async () => {
    const answer = await get('/essays/the-edge-dilemma');
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(CACHE_CONTROL.page);
    expect(answer.headers['X-Robots-Tag']).toBeUndefined();
    const head = headOf(answer.body);
    expect(head.title).toBe('The EDGE Dilemma | EDGE Navigator');
    expect(head.canonical).toBe(`${SITE}/essays/the-edge-dilemma`);
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.meta.get('og:url')).toBe(`${SITE}/essays/the-edge-dilemma`);
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    expect(head.meta.get('description')!.length).toBeLessThanOrEqual(158);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Article', headline: 'The EDGE Dilemma' });
    // The shell's default head is replaced, not added to.
    expect(answer.body.match(/<title>/g)).toHaveLength(1);
    // The page's text is in the markup, its critical CSS inline, its chunk preloaded.
    expect(answer.body).toMatch(/<h1[^>]*>The EDGE Dilemma<\/h1>/);
    // The header image, its largest paint, is fetched first.
    expect(answer.body).toMatch(/<img [^>]*fetchPriority="high"|<img [^>]*fetchpriority="high"/);
    // Marked as placed (data-s): emotion's cache leaves them where they are.
    expect(answer.body).toMatch(/<style data-emotion="e [^"]+" data-s="">/);
    expect(answer.body).toMatch(/<style data-emotion="e-global [^"]+" data-s="">/);
    // With only the vendor prefixes today's browsers need (platform/styles/style-cache.ts).
    expect(answer.body).toContain('display:flex');
    expect(answer.body).not.toMatch(/-webkit-flex|-ms-flex|::-moz-placeholder|@-webkit-keyframes/);
    // The browser's system takes the tokens' stylesheet from them instead of writing it out.
    const system = createSystem(...siteConfigs);
    adoptServerGlobalStyles(system, new JSDOM(answer.body).window.document);
    expect(system._global).toMatchObject({ name: expect.any(String), next: undefined });
    // Its code is named for the boot script to fetch once the page has painted: nothing the
    // browser would fetch before that (no script or preload tag).
    expect(shellFiles(answer.body)).toEqual([
      '/assets/index-abc.js',
      `/${MANIFEST[PAGE_MODULES.essay!]!.file}`,
    ]);
    expect(answer.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(answer.body).toContain(`<noscript>${RENDERED_NOSCRIPT}</noscript>`);
    // No streamed-in boundary: the page arrives whole, needing no inline script.
    expect(answer.body).not.toMatch(/<template id="B:|<!--\$\?-->/);
  });

  it('carries the query cache it was drawn from, for the browser to hydrate with', async () => {
    const answer = await get('/essays/the-edge-dilemma');
    const json = answer.body.match(
      new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's'),
    )?.[1];
    const state = fromWire(JSON.parse(json!)) as {
      origin: string;
      queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
    };
    expect(state.origin).toBe(SITE);
    expect(state.queries.queries.length).toBeGreaterThan(0);
    expect(state.queries.queries.every((q) => q.state.status === 'success')).toBe(true);
    expect(state.queries.queries.some((q) => q.queryKey[0] === 'content')).toBe(true);
  });

  it("carries the home page's essay and dispatch lists as their cards show them, text left out", async () => {
    const answer = await get('/');
    const json = answer.body.match(
      new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's'),
    )?.[1];
    const { queries } = (
      fromWire(JSON.parse(json!)) as {
        queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      }
    ).queries;
    const lists = queries.filter(
      (q) => ['essays', 'dispatches'].includes(String(q.queryKey[1])) && q.queryKey[2] === 'list',
    );
    expect(lists.map((q) => q.queryKey[1]).sort()).toEqual(['dispatches', 'essays', 'essays']);
    const items = lists.flatMap((q) => {
      const data = q.state.data as { pages?: { items: unknown[] }[]; items?: unknown[] };
      return data.pages ? data.pages.flatMap((page) => page.items) : (data.items ?? []);
    }) as { title: string; content: string; readingTime: number; excerpt: string }[];
    expect(items.length).toBeGreaterThan(8);
    // Counted from the text before it went: the minutes the page's cards show.
    const shown = new Set(
      [...answer.body.matchAll(/>(\d+)(?:<!-- -->)? min read</g)].map((m) => Number(m[1])),
    );
    for (const item of items) {
      expect(item.content, item.title).toBe('');
      expect(shown.has(item.readingTime), item.title).toBe(true);
    }
    // The featured essay's own read keeps its text; prompts keep theirs (a card copies it).
    const prompts = queries.find((q) => q.queryKey[1] === 'prompts' && q.queryKey[2] === 'list');
    const prompt = (prompts?.state.data as { items: { content: string }[] }).items[0];
    expect(prompt?.content).not.toBe('');
  });

  it('renders the long pages whole too: the home page and the guides', async () => {
    for (const path of ['/', '/five-capabilities', '/engineering/context-engineering']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['X-Robots-Tag'], path).toBeUndefined();
      expect(answer.body, path).toContain('<main');
      expect(answer.body, path).not.toMatch(/<template id="B:|<!--\$\?-->/);
    }
  });

  it("renders the home page's sections below the fold whole, their code left to the browser", async () => {
    const answer = await get('/');
    for (const id of ['edge-prompts', 'essays', 'newsletter', 'diagnostic', 'school', 'cards']) {
      expect(answer.body, id).toMatch(new RegExp(`<section [^>]*id="${id}"`));
    }
    expect(answer.body).toMatch(/<section [^>]*id="about"[^]*Join the Book Waitlist/);
    // Fetched when a section comes into view, or once the page has settled: not preloaded.
    expect(shellFiles(answer.body)).toEqual([
      '/assets/index-abc.js',
      `/${MANIFEST[PAGE_MODULES.home!]!.file}`,
    ]);
  });

  it('renders a dispatch, a prompt page and a piece at /{slug} with their own heads', async () => {
    const dispatch = await get('/dispatch-38-the-two-hour-rule');
    expect(dispatch.status).toBe(200);
    expect(headOf(dispatch.body).meta.get('og:type')).toBe('article');
    const prompt = await get('/prompts/detail/build-an-ai-chief-of-staff');
    expect(prompt.status).toBe(200);
    expect(prompt.body).toContain('The prompt');
    expect(headOf(prompt.body).canonical).toBe(`${SITE}/prompts/detail/build-an-ai-chief-of-staff`);
  });

  it('sends an unknown or unpublished slug home with a redirect, as the app does', async () => {
    for (const path of ['/draft-board-briefing', '/essays/draft-board-briefing', '/no-such-x']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.Location, path).toBe('/');
    }
  });

  it("answers a renamed piece's old address with a permanent redirect, and lists only the new", async () => {
    const storage = createMemoryKeyValueStore();
    const backend = () => seededDemo({ storage });
    const editor = backend();
    await signInDemo(editor, 'admin');
    const admin = await editor.loadAdmin();
    const essay = (await admin.essays.list()).find((e) => e.slug === 'the-edge-dilemma')!;
    await admin.essays.update(
      essay.id,
      { ...essay, slug: 'the-edge-dilemma-revisited' },
      essay.version,
    );
    const renamed = { ...context, backend: backend() };
    const at = (path: string) => respond(new URL(path, SITE), renamed);
    for (const [path, location] of [
      ['/essays/the-edge-dilemma', '/essays/the-edge-dilemma-revisited'],
      [
        '/essays/the-edge-dilemma?ref=newsletter',
        '/essays/the-edge-dilemma-revisited?ref=newsletter',
      ],
      ['/the-edge-dilemma', '/essays/the-edge-dilemma-revisited'],
    ] as const) {
      const answer = await at(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.Location, path).toBe(location);
    }
    expect((await at('/essays/the-edge-dilemma-revisited')).status).toBe(200);
    const sitemap = (await at('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${SITE}/essays/the-edge-dilemma-revisited</loc>`);
    expect(sitemap).not.toContain(`<loc>${SITE}/essays/the-edge-dilemma</loc>`);
  });

  it('answers an unknown category and an unknown address with the 404 page and status', async () => {
    for (const path of ['/prompts/no-such-category', '/a/b/c']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Cache-Control'], path).toBe(CACHE_CONTROL.missing);
      expect(answer.body, path).toContain('Return to Home');
    }
  });

  it('gives the pages that depend on the visitor the shell, kept out of search results', async () => {
    for (const path of ['/auth', '/account', '/admin', '/offline']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(SHELL);
      expect(answer.headers['X-Robots-Tag'], path).toBe('noindex');
    }
  });

  it('answers a missing built file with a plain 404, never the app', async () => {
    const answer = await get('/assets/gone-since-a-deploy.js');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('Not found');
  });
});

describe('respond: share links on the home page', () => {
  it("gives ?essay= the essay's preview tags, canonical to the essay's page", async () => {
    const home = headOf((await get('/')).body);
    const essayId = (await context.backend.content.getEssayBySlug('the-edge-dilemma'))!.id;
    const answer = await get(`/?essay=${essayId}`);
    expect(answer.status).toBe(200);
    const head = headOf(answer.body);
    expect(head.title).toBe('The EDGE Dilemma | EDGE Navigator');
    expect(head.title).not.toBe(home.title);
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.canonical).toBe(`${SITE}/essays/the-edge-dilemma`);
  });

  it("gives ?prompt= the prompt's preview tags, canonical to the prompt's page", async () => {
    const prompts = await context.backend.content.listPrompts();
    const prompt = prompts.find((p) => p.status === 'active')!;
    const answer = await get(`/?prompt=${prompt.id}`);
    expect(answer.status).toBe(200);
    const head = headOf(answer.body);
    expect(head.title).toContain(prompt.metaTitle || prompt.title);
    expect(head.canonical).toBe(`${SITE}/prompts/detail/${prompt.slug}`);
  });
});
