import { describe, expect, it } from 'vitest';
import { siteSystem } from './theme.ts';

const keyframesOf = (system: ReturnType<typeof siteSystem>) =>
  Object.keys(system._config.theme?.keyframes ?? {});

describe("the site's design system", () => {
  it('writes out the keyframes its recipes and animation styles name, and no others', () => {
    const site = keyframesOf(siteSystem());
    // Dialogs and toasts (animation styles), the skeleton, the spinner, the accordion.
    for (const name of ['fade-in', 'scale-out', 'slide-from-bottom', 'pulse', 'spin'])
      expect(site).toContain(name);
    expect(site).toContain('expand-height');
    // A marquee, a drawer's full-width slide, a progress circle: nothing of the site's.
    for (const name of ['marquee', 'slide-from-right-full', 'circular-progress'])
      expect(site).not.toContain(name);
  });
});
