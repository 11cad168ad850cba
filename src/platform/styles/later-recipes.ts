import type { RecipeParts } from './site-system.ts';
import { accordionSlotRecipe } from '#chakra-theme/recipes/accordion';
import { alertSlotRecipe } from '#chakra-theme/recipes/alert';
import { carouselSlotRecipe } from '#chakra-theme/recipes/carousel';
import { dialogSlotRecipe } from '#chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '#chakra-theme/recipes/field';
import { inputRecipe } from '#chakra-theme/recipes/input';
import { progressSlotRecipe } from '#chakra-theme/recipes/progress';
import { tabsSlotRecipe } from '#chakra-theme/recipes/tabs';
import { textareaRecipe } from '#chakra-theme/recipes/textarea';
import { toastSlotRecipe } from '#chakra-theme/recipes/toast';

/**
 * The site's recipes that no page draws at first, each added to the site's system by the module
 * that draws its component (addSiteRecipes in site-system.ts). All of them at once here, for the CMS's
 * system (which draws the site's dialogs and forms) and the tests that hold the two lists
 * together; importing this file brings every one of them.
 */
export const laterRecipes = {
  recipes: { input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: {
    accordion: accordionSlotRecipe,
    alert: alertSlotRecipe,
    carousel: carouselSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    progress: progressSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
} satisfies RecipeParts;
