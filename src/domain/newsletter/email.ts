import { BRAND_NAME } from '../external-links.ts';
import { escapeHtml, type MailDocument } from '../mail.ts';

/** What every newsletter e-mail says under the content, before its unsubscribe link. */
export const NEWSLETTER_FOOTER = `You receive this because you subscribed to the ${BRAND_NAME} newsletter.`;

/**
 * One recipient's newsletter e-mail: the rendered content (already sanitised) in a plain,
 * mail-client-safe page, the plain-text part, and the recipient's own unsubscribe link in the
 * footer and in the RFC 8058 headers, so mail apps offer a one-click "Unsubscribe".
 */
export function newsletterMail(input: {
  subject: string;
  contentHtml: string;
  contentText: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): Pick<MailDocument, 'message' | 'headers'> {
  const link = escapeHtml(input.unsubscribeUrl);
  const html =
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<title>${escapeHtml(input.subject)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#f6f6f4;color:#1a1a1a;' +
    'font-family:Georgia,serif;line-height:1.6">' +
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">' +
    input.contentHtml +
    '<hr style="border:none;border-top:1px solid #dddddd;margin:32px 0 16px">' +
    `<p style="font-size:13px;color:#555555">${escapeHtml(NEWSLETTER_FOOTER)} ` +
    `<a href="${link}" style="color:#555555">Unsubscribe</a></p>` +
    '</div></body></html>';
  const text = `${input.contentText.trimEnd()}\n\n---\n${NEWSLETTER_FOOTER}\nUnsubscribe: ${input.unsubscribeUrl}\n`;
  return {
    message: { subject: input.subject, html, text },
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
