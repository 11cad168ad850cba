import { onRequest, type Request } from 'firebase-functions/v2/https';
import { defineInt } from 'firebase-functions/params';
import type { Response } from 'express';
import type { ContentApi } from '../../src/domain/content-api.ts';
import { siteUrl } from './links-config.ts';
import { pageAddress, siteOrigin } from './page-address.ts';
import { renderReads } from './render-reads.ts';
import { readsUntil } from './read-policies.ts';
import { send } from './send-page.ts';
import { appServer, type AppServer } from './server-render.ts';

/** How long a page's reads may take before the answer is 503, "come back later" (ms). */
export const READ_DEADLINE_MS = 4000;

/** What renderPage works with: the site's origin, the app's server and the published reads. */
export interface RenderDeps {
  site: () => string;
  server: () => Promise<AppServer>;
  content: () => ContentApi;
  /** How long the reads may take (READ_DEADLINE_MS unless a test says otherwise). */
  deadlineMs?: number;
  now?: () => number;
}

/**
 * renderPage's work for one request: the page on the site's configured origin (a `//` or `\`
 * path sent to its clean path), rendered by the app's server from reads that must answer within
 * READ_DEADLINE_MS. `Server-Timing` says how long the render took (and loading the app's
 * server, when this request waited for it).
 */
export async function renderPageHandler(
  request: Pick<Request, 'headers' | 'method' | 'originalUrl'>,
  res: Response,
  deps: RenderDeps,
): Promise<void> {
  const now = deps.now ?? Date.now;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed');
    return;
  }
  try {
    const page = pageAddress(request.originalUrl || '/', siteOrigin(deps.site()));
    if ('notFound' in page) {
      res.status(404).set('Cache-Control', 'no-store').send('Not found');
      return;
    }
    if ('redirect' in page) {
      res.status(301).set('Cache-Control', 'public, max-age=0, s-maxage=300');
      res.set('Location', page.redirect).end();
      return;
    }
    const started = performance.now();
    const respond = await deps.server();
    const loaded = performance.now();
    const deadline = now() + (deps.deadlineMs ?? READ_DEADLINE_MS);
    const answer = await respond(page.url, readsUntil(deps.content(), deadline, now));
    const timing = [`render;dur=${(performance.now() - loaded).toFixed(1)}`];
    // Only the first request of an instance waits for the app's server to load.
    if (loaded - started > 1) timing.push(`boot;dur=${(loaded - started).toFixed(1)}`);
    send(request, res, {
      ...answer,
      headers: { ...answer.headers, 'Server-Timing': timing.join(', ') },
    });
  } catch (error) {
    console.error('renderPage failed', error);
    res.status(500).set('Cache-Control', 'no-store').send('Something went wrong');
  }
}

// Instances kept warm for renderPage (none by default: an idle site costs nothing). Hosting pins
// each release to renderPage's revision (pinTag in firebase.json), which firebase-tools refuses
// beside minimum instances: above 0, the deploy guard (scripts/lib/deploy-checks.mjs) says so
// before anything is deployed (README, Deploy).
export const renderMinInstances = defineInt('RENDER_MIN_INSTANCES', {
  default: 0,
  description: "renderPage's minimum instances (0 unless pinTag is taken off its rewrite)",
});

/**
 * `renderPage`, behind Hosting's rewrites (firebase.json): the site's pages as HTML that carries
 * their text, head and data (src/server/), /rss.xml and /sitemap.xml, and the app's shell for
 * the pages the browser draws itself. Reads published content only (the Admin SDK, its queries
 * filtered as the rules would: functions/src/published-content.ts). The CDN keeps what it
 * answers for the time it says.
 *
 * Sized from the measured render cost (`npm run load`, README "Deploy"): a warm render takes
 * 40-190 ms of CPU (an essay, the home page), so 8 at a time on one vCPU answer within about a
 * second and a half even when all are home pages; an instance holds the app's server, jsdom and
 * its caches in ~200 MB, and 8 renders in flight add a few MB each. 20 instances: 160 requests
 * at once before any waits, with the CDN in front.
 */
export const renderPage = onRequest(
  {
    maxInstances: 20,
    minInstances: renderMinInstances,
    concurrency: 8,
    cpu: 1,
    memory: '512MiB',
    timeoutSeconds: 30,
  },
  (request, res) =>
    renderPageHandler(request, res, { site: siteUrl, server: appServer, content: renderReads }),
);
