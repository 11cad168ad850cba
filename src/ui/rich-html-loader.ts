/** Renders content Markdown as sanitised HTML. */
export type RichHtmlRenderer = (content: string) => string;

let browserRenderer: RichHtmlRenderer | null = null;
let loading: Promise<RichHtmlRenderer> | null = null;

/**
 * Fetches the browser's renderer (Markdown and DOMPurify, about 27 KB gzip). A page the server
 * rendered never needs it for the text it came with: only text drawn in the browser does (a page
 * opened in the app, read offline, or changed since). Apart from rich-content.tsx so that what
 * only loads it (the unit tests' setup) does not load Chakra with it.
 */
export function loadRichHtmlRenderer(): Promise<RichHtmlRenderer> {
  loading ??= import('./rich-html.ts').then((module) => {
    browserRenderer = module.renderRichHtml;
    return browserRenderer;
  });
  return loading;
}

/** The browser's renderer if it is in already, else null. */
export function loadedRichHtmlRenderer(): RichHtmlRenderer | null {
  return browserRenderer;
}
