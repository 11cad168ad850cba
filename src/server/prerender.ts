import {
  pieceUrlPath,
  prerenderedFile,
  CATEGORY_PAGES,
  STATIC_PAGES,
} from '../domain/site-routes.ts';
import type { ContentPiece } from '../domain/types.ts';
import { respond, type RenderContext } from './render-page.tsx';

/** A file of the build, written by the prerendering: its path under the build and its text. */
export interface PrerenderedFile {
  file: string;
  body: string;
}

/** Every published piece of the backend, for the demo's prerendering. */
async function publishedPieces(context: RenderContext): Promise<ContentPiece[]> {
  const { content } = context.backend;
  const [essays, dispatches, prompts] = await Promise.all([
    content.listEssays(),
    content.listDispatches(),
    content.listPrompts(),
  ]);
  return [
    ...essays.map((item) => ({ kind: 'essay' as const, item })),
    ...dispatches.map((item) => ({ kind: 'dispatch' as const, item })),
    ...prompts.map((item) => ({ kind: 'prompt' as const, item })),
  ];
}

/**
 * The pages the build renders to files, on `site` (the public origin their links name): the
 * static pages, whose content ships with the app, and robots.txt. A demo build, which has no server, also
 * renders what its seed publishes: the home page, the category pages, every piece, the feed, the
 * sitemap and robots.txt, so its first visit paints as the Firebase build's does.
 */
export async function prerenderSite(
  site: string,
  context: RenderContext,
): Promise<PrerenderedFile[]> {
  const pages: string[] = [...STATIC_PAGES];
  // robots.txt names no content, only the site's sitemap: a file of every build (Hosting serves
  // files before its rewrites).
  const files: string[] = ['/robots.txt'];
  if (__EDGE_BACKEND__ === 'demo') {
    pages.push('/', ...CATEGORY_PAGES);
    pages.push(...(await publishedPieces(context)).map(pieceUrlPath));
    files.push('/rss.xml', '/sitemap.xml');
  }
  const rendered: PrerenderedFile[] = [];
  for (const path of [...pages, ...files]) {
    const answer = await respond(new URL(path, site), context);
    if (answer.status !== 200 || answer.headers['X-Robots-Tag']) {
      throw new Error(`Prerendering ${path} answered ${answer.status}, not its page`);
    }
    const file = files.includes(path) ? path.slice(1) : prerenderedFile(path);
    rendered.push({ file, body: answer.body });
  }
  return rendered;
}
