import { Marked } from 'marked';

const COMMONMARK_GFM = { gfm: true, breaks: false } as const;

const pageMarked = new Marked({
  ...COMMONMARK_GFM,
  renderer: {
    // The page title is the page's one h1, so an author's # is read as h2; ## and deeper keep
    // the level they were written at, as in every other editor (DECISIONS.md).
    heading({ tokens, depth }) {
      const level = Math.max(depth, 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

// A newsletter e-mail is a document of its own, with no page title around it: its # is its h1.
const mailMarked = new Marked(COMMONMARK_GFM);

/**
 * Content Markdown (CommonMark + GFM) to HTML for a page, whose title is the h1. The result is
 * NOT safe to insert as is: the UI passes it through the sanitiser.
 */
export function markdownToHtml(markdown: string): string {
  return pageMarked.parse(markdown, { async: false });
}

/** A newsletter's Markdown to HTML for its e-mail: headings at the level written. Not sanitised. */
export function mailMarkdownToHtml(markdown: string): string {
  return mailMarked.parse(markdown, { async: false });
}
