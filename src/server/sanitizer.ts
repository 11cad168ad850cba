import createDOMPurify from 'dompurify';
import { createHtmlSanitizer, type Purifier } from '../domain/sanitize-policy.ts';

/** The window DOMPurify runs over on the server: jsdom's, made by the caller. */
export type ServerWindow = Parameters<typeof createDOMPurify>[0];

/**
 * The site's sanitiser on the server: DOMPurify (the same library and policy as the browser's)
 * over a jsdom window (`new JSDOM('').window`), the server DOM DOMPurify's authors test against.
 * The caller makes the window, so the server build carries no import of jsdom and loads from
 * wherever it is written (the function's package and the build's own node_modules provide it).
 */
export function serverSanitizer(window: ServerWindow): (html: string) => string {
  return createHtmlSanitizer(createDOMPurify(window) as Purifier);
}
