import { describe, expect, it } from 'vitest';
import { headerSafe, headerText, type MailDocument } from './mail.ts';

const mail = (fields: Partial<MailDocument> = {}): MailDocument => ({
  to: 'ada@example.com',
  message: { subject: 'Weekly', html: '<p>Hi</p>\n', text: 'Hi\n\nBye\n' },
  headers: { 'List-Unsubscribe': '<https://edge.example/u?token=a>' },
  kind: 'newsletter',
  newsletterId: 'nl-1',
  subscriberId: 's1',
  createdAt: new Date('2026-11-01T10:00:00Z'),
  ...fields,
});

describe('headerText', () => {
  it.each([
    ['CR LF', 'Weekly\r\nBcc: x@evil.example', 'Weekly Bcc: x@evil.example'],
    ['a bare LF or CR', 'a\nb\rc', 'a b c'],
    ['Unicode line and paragraph separators, NEL', 'a\u2028b\u2029c\u0085d', 'a b c d'],
    ['other control characters', 'a\u0000b\tc\u007fd', 'a b c d'],
    ['runs of them, and at the ends', '\r\n a \r\n\r\n b \n', 'a b'],
    ['ordinary text, untouched', 'Weekly from the EDGE — №5', 'Weekly from the EDGE — №5'],
  ])('%s', (_case, text, expected) => {
    expect(headerText(text)).toBe(expected);
  });
});

describe('headerSafe', () => {
  it('puts the subject, the address and every header on one line, leaving the bodies', () => {
    const safe = headerSafe(
      mail({
        to: 'ada@example.com\r\nBcc: x@evil.example',
        message: { subject: 'Weekly\r\nBcc: x@evil.example', html: '<p>a</p>\n', text: 'a\n\nb' },
        headers: { 'List-Unsubscribe': '<https://edge.example/u>\r\nX-Evil: 1' },
      }),
    );
    expect(safe.to).toBe('ada@example.com Bcc: x@evil.example');
    expect(safe.message).toEqual({
      subject: 'Weekly Bcc: x@evil.example',
      html: '<p>a</p>\n',
      text: 'a\n\nb',
    });
    expect(safe.headers).toEqual({ 'List-Unsubscribe': '<https://edge.example/u> X-Evil: 1' });
  });

  it('gives back an equal document when there is nothing to strip', () => {
    expect(headerSafe(mail())).toEqual(mail());
  });
});
