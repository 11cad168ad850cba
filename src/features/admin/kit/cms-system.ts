import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fileUploadSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  tagsInputSlotRecipe,
  tooltipSlotRecipe,
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
