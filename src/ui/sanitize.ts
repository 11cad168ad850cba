import DOMPurify from 'dompurify';
import { createHtmlSanitizer } from '../domain/sanitize-policy.ts';

/**
 * Sanitises HTML for display: allow-listed tags, attributes and URL schemes only (the policy is
 * domain/sanitize-policy.ts, which the Cloud Functions apply to newsletters too).
 */
export const sanitizeHtml: (html: string) => string = createHtmlSanitizer(DOMPurify);
