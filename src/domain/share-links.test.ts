import { describe, expect, it } from 'vitest';
import { SHARE_EMAIL_SUBJECT, shareHref } from './share-links.ts';

const url = 'https://edge.example/essays/the-edge-dilemma';
const title = 'The EDGE Dilemma & you';

describe('shareHref', () => {
  it('shares on LinkedIn by URL', () => {
    const href = new URL(shareHref('linkedin', url, title));
    expect(href.origin + href.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(href.searchParams.get('url')).toBe(url);
  });

  it('tweets the title and URL with the via handle', () => {
    const href = new URL(shareHref('x', url, title));
    expect(href.pathname).toBe('/intent/tweet');
    expect(href.searchParams.get('text')).toBe(title);
    expect(href.searchParams.get('url')).toBe(url);
    expect(href.searchParams.get('via')).toBe('EDGENavigator');
  });

  it("mails with the subject 'Thought you'd value this from EDGE Navigator'", () => {
    expect(SHARE_EMAIL_SUBJECT).toBe("Thought you'd value this from EDGE Navigator");
    const href = shareHref('email', url, title);
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(SHARE_EMAIL_SUBJECT);
    expect(params.get('body')).toBe(`${title}\n\n${url}`);
    expect(href).not.toContain('+');
  });

  it('sends the title and URL as WhatsApp text', () => {
    const href = new URL(shareHref('whatsapp', url, title));
    expect(href.host).toBe('wa.me');
    expect(href.searchParams.get('text')).toBe(`${title} ${url}`);
  });
});
