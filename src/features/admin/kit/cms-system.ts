import { createSystem, defineConfig } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '#chakra-theme/recipes/checkbox';
import { drawerSlotRecipe } from '#chakra-theme/recipes/drawer';
import { emptyStateSlotRecipe } from '#chakra-theme/recipes/empty-state';
import { fileUploadSlotRecipe } from '#chakra-theme/recipes/file-upload';
import { menuSlotRecipe } from '#chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from '#chakra-theme/recipes/native-select';
import { popoverSlotRecipe } from '#chakra-theme/recipes/popover';
import { segmentGroupSlotRecipe } from '#chakra-theme/recipes/segment-group';
import { separatorRecipe } from '#chakra-theme/recipes/separator';
import { statSlotRecipe } from '#chakra-theme/recipes/stat';
import { switchSlotRecipe } from '#chakra-theme/recipes/switch';
import { tableSlotRecipe } from '#chakra-theme/recipes/table';
import { tagSlotRecipe } from '#chakra-theme/recipes/tag';
import { tagsInputSlotRecipe } from '#chakra-theme/recipes/tags-input';
import { tooltipSlotRecipe } from '#chakra-theme/recipes/tooltip';
import { keyframes, semanticTokens, tokens } from '../../../platform/styles/chakra-theme.ts';
import { laterRecipes } from '../../../platform/styles/later-recipes.ts';
import { siteConfigs } from '../../../platform/styles/theme.ts';

/**
 * The site's design system plus the recipes only the CMS uses (tables, selects, file upload...),
 * so they ship in the CMS's chunk and not in every visitor's first load; and all of the site's
 * that come later to its pages (dialogs, form fields, tabs...), which the CMS draws at once.
 */
export const cmsSystem = createSystem(
  ...siteConfigs,
  defineConfig({ theme: laterRecipes }),
  defineConfig({
    theme: {
      // Every one of Chakra's keyframes: the site's system keeps those its own recipes name.
      keyframes,
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
);
