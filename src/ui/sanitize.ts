import DOMPurify from 'dompurify';

/** The spec's allow-list for displayed rich text (public-site.md section 5). */
const ALLOWED_TAGS = [
  'p',
  'div',
  'span',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
];
const ALLOWED_ATTR = ['class', 'href', 'target', 'rel', 'src', 'alt', 'title', 'style'];
const ALLOWED_URI_REGEXP =
  /^(?:(?:https?|ftp|mailto|tel|callto|cid|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** CSS that could fetch, run script (old engines) or escape the page's layout. */
const UNSAFE_STYLE =
  /url\(|expression\(|javascript:|behavior:|-moz-binding|@import|position:fixed/i;

let hooked = false;

/** Sanitises HTML for display: allow-listed tags, attributes and URL schemes only. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // Links that open a new tab must not hand the opener to the target page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // Inline styles may colour and align text, never load anything or run script.
      const style = node.getAttribute('style');
      if (style && UNSAFE_STYLE.test(style.replace(/\\|\s/g, ''))) node.removeAttribute('style');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    FORBID_TAGS: ['script', 'object', 'embed', 'form', 'input', 'button', 'style', 'iframe'],
    FORBID_ATTR: ['onerror', 'onload', 'onclick', 'onmouseover'],
    ALLOW_DATA_ATTR: false,
  });
}
