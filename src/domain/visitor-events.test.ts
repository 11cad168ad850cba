import { describe, expect, it } from 'vitest';
import { visitorEventSchema } from './visitor-events.ts';

const share = (platform: string) => ({ type: 'share', platform, pagePath: '/prompts/detail/x' });

describe('visitorEventSchema: share platforms', () => {
  it.each(['share-sheet', 'chatgpt', 'claude', 'linkedin', 'copy-link'])('accepts %s', (p) => {
    expect(visitorEventSchema.safeParse(share(p)).success).toBe(true);
  });

  it.each(['ChatGPT', 'share sheet', 'gemini', 'native'])('refuses %s', (p) => {
    expect(visitorEventSchema.safeParse(share(p)).success).toBe(false);
  });
});
