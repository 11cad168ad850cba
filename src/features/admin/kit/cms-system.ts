import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fileUploadSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  segmentGroupSlotRecipe,
  separatorRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  tagsInputSlotRecipe,
  tooltipSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { siteConfig } from '../../../ui/theme.ts';

/**
 * The site's design system plus the recipes only the CMS uses (tables, selects, file upload...),
 * so they ship in the CMS's chunk and not in every visitor's first load.
 */
export const cmsSystem = createSystem(
  mergeConfigs(
    siteConfig,
    defineConfig({
      theme: {
        // The CMS's forms show their errors in small text: red.500 on white is 3.8:1, under
        // the 4.5:1 axe asks of it; red.700 is 6.5:1.
        // The badges' yellow (drafts, pending) and purple (prompts in the newsletter).
        tokens: { colors: { yellow: tokens.colors.yellow, purple: tokens.colors.purple } },
        semanticTokens: {
          colors: {
            yellow: semanticTokens.colors.yellow,
            purple: semanticTokens.colors.purple,
            fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
          },
        },
        recipes: { separator: separatorRecipe },
        slotRecipes: {
          checkbox: checkboxSlotRecipe,
          drawer: drawerSlotRecipe,
          emptyState: emptyStateSlotRecipe,
          fileUpload: fileUploadSlotRecipe,
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          popover: popoverSlotRecipe,
          segmentGroup: segmentGroupSlotRecipe,
          stat: statSlotRecipe,
          switch: switchSlotRecipe,
          table: tableSlotRecipe,
          tag: tagSlotRecipe,
          tagsInput: tagsInputSlotRecipe,
          tooltip: tooltipSlotRecipe,
        },
      },
    }),
  ),
);
