import { describe, expect, it, vi } from 'vitest';
import { keyframes } from './chakra-theme.ts';
import { laterRecipes } from './later-recipes.ts';
import { LATER_RECIPES } from './theme.ts';
import { siteSystem } from './site-system.ts';

const keyframesOf = (system: ReturnType<typeof siteSystem>) =>
  Object.keys(system._config.theme?.keyframes ?? {});

/** The keyframes of Chakra's that `part` names (as the site's system picks them). */
const namedIn = (part: unknown) =>
  Object.keys(keyframes).filter((name) => new RegExp(`\\b${name}\\b`).test(JSON.stringify(part)));

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

  it('has from the start the keyframes of the recipes added later (global styles are written once)', () => {
    const site = keyframesOf(siteSystem());
    expect(site).toEqual(expect.arrayContaining(namedIn(laterRecipes)));
  });

  it('names the recipes added later as later-recipes.ts has them, and holds none of them at first', async () => {
    const later = [...Object.keys(laterRecipes.recipes), ...Object.keys(laterRecipes.slotRecipes)];
    expect([...LATER_RECIPES].sort()).toEqual(later.sort());
    // The site's system is made once per page: the file's other tests may have added to it.
    vi.resetModules();
    const { siteSystem } = await import('./site-system.ts');
    for (const name of later) expect(siteSystem().hasRecipe(name)).toBe(false);
  });

  it('refuses to draw a recipe before it is added, and draws it once it is', async () => {
    vi.resetModules();
    const { siteSystem, addSiteRecipes } = await import('./site-system.ts');
    const system = siteSystem();
    expect(() => system.getSlotRecipeFn('tabs')).toThrow(
      "The tabs recipe is drawn before it was added to the site's system",
    );
    // A recipe the site never has (Chakra's text) is Chakra's business: drawn as it is.
    expect(() => system.getRecipeFn('text')).not.toThrow();

    addSiteRecipes({ slotRecipes: { tabs: laterRecipes.slotRecipes.tabs } });
    const styles = system.getSlotRecipeFn('tabs')({ variant: 'line' });
    expect(styles.trigger).toMatchObject({ '@layer recipes': { display: 'flex' } });
  });
});
