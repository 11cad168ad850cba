import { defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { SAVED_COPY_ATTRIBUTE, SAVED_COPY_SLOT_ATTRIBUTE } from '../../domain/saved-pieces.ts';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from './chakra-theme.ts';

/**
 * A server-rendered piece carries every outcome of its free-view gate (access/content-gate.tsx);
 * the boot script (platform/document/boot-script.ts) says on <html> which one shows, before the
 * first paint.
 */
const gateOutcomes = {
  '[data-gate-card], [data-gate-note]': { display: 'none' },
  'html[data-free-views="closed"] [data-gate-body]': { display: 'none !important' },
  'html[data-free-views="closed"] [data-gate-card]': { display: 'block' },
  'html[data-free-views="1"] [data-gate-note="1"], html[data-free-views="0"] [data-gate-note="0"]':
    { display: 'block' },
};

/**
 * A server-drawn piece page carries its saved-copy notice hidden (features/offline's
 * SavedCopyNotice); the page the service worker opens from the device says on <html> why it did,
 * and the notice shows with that reason (domain/saved-pieces.ts).
 */
const savedCopyOutcomes = {
  [`[${SAVED_COPY_SLOT_ATTRIBUTE}], [${SAVED_COPY_ATTRIBUTE}] [data-reason]`]: { display: 'none' },
  [`html[${SAVED_COPY_ATTRIBUTE}] [${SAVED_COPY_SLOT_ATTRIBUTE}]`]: { display: 'block' },
  [`html[${SAVED_COPY_ATTRIBUTE}="offline"] [data-reason="offline"], html[${SAVED_COPY_ATTRIBUTE}="unreachable"] [data-reason="unreachable"]`]:
    { display: 'inline' },
};

/**
 * The skip link: off screen until focused (inline with the page's critical CSS). Text that an
 * author writes (titles, descriptions, excerpts) may hold a word longer than its box: it breaks
 * where it must rather than widening a card or the page past a phone's screen.
 */
const siteGlobals = {
  html: { ...globalCss.html, scrollBehavior: 'auto' },
  'h1, h2, h3, h4, h5, h6, p, li, dd, a': { overflowWrap: 'anywhere' },
  '.skip-link': {
    position: 'absolute',
    left: '-9999px',
    top: '0',
    zIndex: 2000,
    padding: '0.75rem 1rem',
    background: '#1a2b4c',
    color: '#fff',
  },
  '.skip-link:focus': { left: '0.5rem', top: '0.5rem' },
};

/**
 * Colour palettes no visitor's screen uses: each palette is a dozen tokens and as many semantic
 * ones that the system builds before the first render. The CMS adds back the two it uses
 * (admin/kit/cms-system.ts).
 */
const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const usedPalettes = <T extends object>(colors: T): T =>
  only(colors, (name) => !UNUSED_PALETTES.includes(name));

/** The entries of a record of Chakra's (palettes, keyframes) whose names `keep` keeps. */
function only<T extends object>(record: T, keep: (name: string) => boolean): T {
  return Object.fromEntries(Object.entries(record).filter(([name]) => keep(name))) as T;
}

// Only the recipes the site's pages draw at first: the default system ships all of them (+31 KB
// gzip), and those of what comes later (dialogs, toasts, forms...) come with it (addSiteRecipes).
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};
const slotRecipes = { card: cardSlotRecipe };
/** The recipes added later, by name (later-recipes.ts has them, and a test holds the two together). */
export const LATER_RECIPES: readonly string[] = [
  'input',
  'textarea',
  'accordion',
  'alert',
  'carousel',
  'dialog',
  'field',
  'progress',
  'tabs',
  'toast',
];
/** Keyframes that the recipes added later name and none of the above does. */
const LATER_KEYFRAMES = ['expand-height', 'collapse-height'];

/**
 * Chakra's keyframes that something in the site's system names (a recipe, an animation style,
 * an animation token): the others (a marquee, a drawer's full slides, a progress circle's) are
 * written into every page's styles for nothing. The CMS adds them all back
 * (admin/kit/cms-system.ts).
 */
function namedKeyframes<T extends object>(all: T, ...parts: readonly unknown[]): T {
  const names = new Set(JSON.stringify(parts).match(/[a-z][a-z0-9-]*/g));
  return only(all, (name) => names.has(name));
}

const brand = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss: { ...globalCss, ...siteGlobals, ...gateOutcomes, ...savedCopyOutcomes },
  theme: {
    breakpoints,
    keyframes: namedKeyframes(
      keyframes,
      recipes,
      slotRecipes,
      animationStyles,
      tokens.animations,
      LATER_KEYFRAMES,
    ),
    tokens: {
      ...tokens,
      colors: {
        ...usedPalettes(tokens.colors),
        /** The brand navy: hero, footer, dark cards and the update bar. */
        navy: { value: '#1a2b4c' },
      },
      fonts: {
        heading: {
          value: "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: { ...semanticTokens, colors: usedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

// Chakra's solid orange, green and red (the 600s) under white text fall below WCAG AA (3.5:1,
// 3.3:1, 4.8:1 at best); the 700s pass, in both colour modes. Toasts (success, error) and buttons
// use these. Chakra's dark orange puts black text on its solid; ours keeps white on the 700.
const accessibleSolids = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        orange: {
          solid: { value: '{colors.orange.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
        },
        green: { solid: { value: '{colors.green.700}' } },
        red: { solid: { value: '{colors.red.700}' } },
      },
    },
  },
});

// The brand's orange as text, tints and borders in both colour modes (Chakra's `_dark` applies
// under the `dark` class that the boot script (src/platform/document/boot-script.ts) puts on
// <html>). Light keeps the shades the screens were drawn with; dark takes lighter text on darker
// tints, each pair at WCAG AA or better.
const accent = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        accent: {
          /** Orange text and links: 700 on light (5.2:1 on white), 300 on dark. */
          fg: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          /** A tinted panel. */
          subtle: { value: { _light: '{colors.orange.50}', _dark: '{colors.orange.950}' } },
          /** A tinted panel's border. */
          muted: { value: { _light: '{colors.orange.200}', _dark: '{colors.orange.800}' } },
          /** A highlighted border (hover, pinned, a quote's rule). */
          emphasized: { value: { _light: '{colors.orange.300}', _dark: '{colors.orange.600}' } },
        },
      },
    },
  },
});

/**
 * The site's configuration: Chakra's base, the brand, and the recipes visitors' pages use. In
 * parts, as createSystem merges them itself: merged here too, they were cloned and merged twice,
 * the first time while the page's code loads.
 */
export const siteConfigs: readonly SystemConfig[] = [
  defaultBaseConfig,
  brand,
  accessibleSolids,
  accent,
];
