import { markdownToHtml } from '../domain/markdown.ts';
import { sanitizeHtml } from './sanitize.ts';

/** Content Markdown (or stored HTML) as the browser shows it: rendered, then sanitised. */
export const renderRichHtml = (content: string): string => sanitizeHtml(markdownToHtml(content));
