import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  toastSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

const brand = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
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
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    // Only the recipes the site uses: the default system ships all of them (+31 KB gzip).
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      input: inputRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Chakra's orange.solid (orange.600) under white text is 3.5:1; orange.700 passes WCAG AA (5.2:1).
const accessibleOrange = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        orange: {
          solid: { value: '{colors.orange.700}' },
          fg: { value: '{colors.orange.800}' },
        },
      },
    },
  },
});

/** The site's design system: Chakra's base plus the recipes in use. */
export const system = createSystem(mergeConfigs(defaultBaseConfig, brand, accessibleOrange));
