import { createHtmlSanitizer, type Purifier } from '../../src/domain/sanitize-policy.ts';

let sanitizer: Promise<(html: string) => string> | undefined;

/**
 * The site's sanitiser on the server: DOMPurify (the same library and policy as the browser's,
 * domain/sanitize-policy.ts) over a jsdom window, the server DOM DOMPurify's authors test
 * against. Loaded on first use, so only the functions that render HTML pay for jsdom.
 */
export function serverSanitizer(): Promise<(html: string) => string> {
  sanitizer ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    // jsdom's window is a browser window as far as DOMPurify can tell; its types are jsdom's.
    const purify = createDOMPurify(
      new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0],
    );
    return createHtmlSanitizer(purify as Purifier);
  })();
  return sanitizer;
}
