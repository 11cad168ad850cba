import { markdownToHtml } from '../domain/markdown.ts';

/** How many pieces' texts a server keeps rendered (an essay's is ~20 KB of HTML). */
const KEPT = 100;

const renderers = new WeakMap<(html: string) => string, (markdown: string) => string>();

/**
 * Rich content as the server renders it: the site's Markdown, cleaned by `sanitize` (DOMPurify
 * over jsdom), the last KEPT texts remembered, so a piece's text is rendered and cleaned once per
 * instance rather than on every request (the cleaning alone is tens of ms of an essay's render).
 */
export function richHtmlRenderer(sanitize: (html: string) => string): (markdown: string) => string {
  let render = renderers.get(sanitize);
  if (!render) {
    const kept = new Map<string, string>();
    render = (markdown) => {
      let html = kept.get(markdown);
      if (html === undefined) {
        html = sanitize(markdownToHtml(markdown));
        kept.set(markdown, html);
        if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      }
      return html;
    };
    renderers.set(sanitize, render);
  }
  return render;
}
