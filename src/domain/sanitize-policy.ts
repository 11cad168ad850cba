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
// No `rel`: the sanitiser writes it itself (an author's rel="opener" would undo noopener).
const ALLOWED_ATTR = ['class', 'href', 'target', 'src', 'alt', 'title', 'style'];
const ALLOWED_URI_REGEXP =
  /^(?:(?:https?|ftp|mailto|tel|callto|cid|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Inline styles may colour, align and emphasise text, nothing more: anything else could load
 * a resource (url(), image-set(), CSS escapes) or lay an overlay over the page (position).
 */
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
]);
/** Keywords, numbers, hex colours, and rgb()/hsl() of plain numbers. */
const STYLE_VALUE =
  /^(?:[a-z-]+|#[0-9a-f]{3,8}|\d+|(?:rgba?|hsla?)\(\s*[\d.%]+(?:\s*[,/\s]\s*[\d.%]+){2,3}\s*\))(?:\s+(?:[a-z-]+|#[0-9a-f]{3,8}))*$/i;

/** The allowed declarations of a style attribute, or '' when none is left. */
function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return STYLE_PROPERTIES.has(property) && STYLE_VALUE.test(value)
        ? `${property}: ${value}`
        : null;
    })
    .filter((declaration) => declaration !== null)
    .join('; ');
}

/** The element methods the policy's hook uses (a structural slice of the DOM's Element). */
interface HookedElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** What the policy needs of a DOMPurify instance: the browser's, or one over a server DOM. */
export interface Purifier {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: HookedElement) => void): void;
  sanitize(html: string, config: Record<string, unknown>): string;
}

const hooked = new WeakSet<Purifier>();

/**
 * The site's sanitiser over a DOMPurify instance: allow-listed tags, attributes and URL schemes
 * only. The browser passes its DOMPurify; the Cloud Functions one made over jsdom's window, so
 * both sides apply exactly this policy (and produce the same HTML).
 */
export function createHtmlSanitizer(purify: Purifier): (html: string) => string {
  return (html) => {
    // One hook per DOMPurify instance, however many sanitisers share it.
    if (!hooked.has(purify)) {
      purify.addHook('afterSanitizeAttributes', (node) => {
        // A link may open a new tab, never hand the opener to the page it opens, and never name
        // a window another site could reuse: `_blank` (any case) stays, any other target goes.
        const target = node.getAttribute('target');
        if (target !== null) {
          if (node.tagName === 'A' && target.toLowerCase() === '_blank') {
            node.setAttribute('target', '_blank');
            node.setAttribute('rel', 'noopener noreferrer');
          } else {
            node.removeAttribute('target');
          }
        }
        const style = node.getAttribute('style');
        if (style !== null) {
          const safe = safeStyle(style);
          if (safe) node.setAttribute('style', safe);
          else node.removeAttribute('style');
        }
      });
      hooked.add(purify);
    }
    return purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      FORBID_TAGS: ['script', 'object', 'embed', 'form', 'input', 'button', 'style', 'iframe'],
      FORBID_ATTR: ['onerror', 'onload', 'onclick', 'onmouseover'],
      ALLOW_DATA_ATTR: false,
    });
  };
}
