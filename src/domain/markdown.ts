import { Marked } from 'marked';

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // Page titles are h1, so content headings start one level deeper (# → h2), capped at h6.
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/**
 * Content Markdown (CommonMark + GFM) to HTML. The result is NOT safe to insert as is:
 * the UI passes it through the sanitiser.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
