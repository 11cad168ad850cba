import { describe, expect, it } from 'vitest';
import { ASSISTANTS, MAX_ASSISTANT_LINK_LENGTH, assistantLink } from './assistant-links.ts';
import { RECORDED_SHARE_PLATFORMS } from './share-links.ts';

const [chatgpt, claude] = ASSISTANTS;
const prompt = 'Act as my Chief of Staff.\nList my 3 priorities & the risks: "now" vs 50%?';

describe('assistantLink', () => {
  it("opens ChatGPT at chatgpt.com with the prompt in 'q'", () => {
    const link = assistantLink(chatgpt, prompt);
    const url = new URL(link.href);
    expect(link.carriesText).toBe(true);
    expect(url.origin + url.pathname).toBe('https://chatgpt.com/');
    expect(url.searchParams.get('q')).toBe(prompt);
    expect([...url.searchParams.keys()]).toEqual(['q']);
  });

  it("opens Claude at claude.ai/new with the prompt in 'q'", () => {
    const link = assistantLink(claude, prompt);
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://claude.ai/new');
    expect(url.searchParams.get('q')).toBe(prompt);
  });

  it('encodes spaces as %20 and line breaks, so nothing of the text is lost', () => {
    const { href } = assistantLink(chatgpt, 'a b\nc+d');
    expect(href).toBe('https://chatgpt.com/?q=a%20b%0Ac%2Bd');
  });

  it('carries the text up to the limit, and opens the empty new chat one character past it', () => {
    const base = 'https://claude.ai/new?q='.length;
    const fits = 'a'.repeat(MAX_ASSISTANT_LINK_LENGTH - base);
    expect(assistantLink(claude, fits)).toEqual({
      href: `https://claude.ai/new?q=${fits}`,
      carriesText: true,
    });
    expect(assistantLink(claude, `${fits}a`)).toEqual({
      href: 'https://claude.ai/new',
      carriesText: false,
    });
  });

  it('counts the encoded length: 3,000 accented letters are too long', () => {
    expect(assistantLink(chatgpt, 'é'.repeat(3000)).carriesText).toBe(false);
    expect(assistantLink(chatgpt, 'e'.repeat(3000)).carriesText).toBe(true);
  });

  it('records each assistant under a platform the server accepts', () => {
    for (const assistant of ASSISTANTS) {
      expect(RECORDED_SHARE_PLATFORMS).toContain(assistant.id);
    }
    expect(ASSISTANTS.map((a) => a.id)).toEqual(['chatgpt', 'claude']);
  });
});
