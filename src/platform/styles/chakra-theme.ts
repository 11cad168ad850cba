// Chakra's theme, part by part: its `@chakra-ui/react/theme` index imports every recipe there
// is, so a bundle importing anything from it holds them all in the first load, the CMS's among
// them. Each part here is read from its own file (package.json's "#chakra-theme/*" imports);
// the CMS reads its recipes the same way (features/admin/kit/cms-system.ts), and so do the
// modules drawing what comes after the first paint (platform/styles/later-recipes.ts): re-exported
// from here, their recipes would load with every page.
import { breakpoints } from '#chakra-theme/breakpoints';
import { globalCss } from '#chakra-theme/global-css';
import { layerStyles } from '#chakra-theme/layer-styles';
import { animationStyles } from '#chakra-theme/motion-styles';
import { semanticColors } from '#chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '#chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '#chakra-theme/semantic-tokens/shadows';
import { textStyles } from '#chakra-theme/text-styles';
import { animations } from '#chakra-theme/tokens/animations';
import { aspectRatios } from '#chakra-theme/tokens/aspect-ratios';
import { blurs } from '#chakra-theme/tokens/blurs';
import { borders } from '#chakra-theme/tokens/borders';
import { colors } from '#chakra-theme/tokens/colors';
import { cursor } from '#chakra-theme/tokens/cursor';
import { durations } from '#chakra-theme/tokens/durations';
import { easings } from '#chakra-theme/tokens/easings';
import { fontSizes } from '#chakra-theme/tokens/font-sizes';
import { fontWeights } from '#chakra-theme/tokens/font-weights';
import { fonts } from '#chakra-theme/tokens/fonts';
import { keyframes } from '#chakra-theme/tokens/keyframes';
import { letterSpacings } from '#chakra-theme/tokens/letter-spacing';
import { lineHeights } from '#chakra-theme/tokens/line-heights';
import { radii } from '#chakra-theme/tokens/radius';
import { sizes } from '#chakra-theme/tokens/sizes';
import { spacing } from '#chakra-theme/tokens/spacing';
import { zIndices } from '#chakra-theme/tokens/z-indices';

export { badgeRecipe } from '#chakra-theme/recipes/badge';
export { buttonRecipe } from '#chakra-theme/recipes/button';
export { cardSlotRecipe } from '#chakra-theme/recipes/card';
export { containerRecipe } from '#chakra-theme/recipes/container';
export { headingRecipe } from '#chakra-theme/recipes/heading';
export { linkRecipe } from '#chakra-theme/recipes/link';
export { skeletonRecipe } from '#chakra-theme/recipes/skeleton';
export { spinnerRecipe } from '#chakra-theme/recipes/spinner';
export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles };

/** Chakra's tokens, as its theme index gathers them. */
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

/** Chakra's semantic tokens, as its theme index gathers them. */
export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};
