import {
  createSystem,
  prepareSystem,
  prepareSystemSteps,
  type PreparedSystem,
} from '#chakra-system';
import { defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { LATER_RECIPES, siteConfigs } from './theme.ts';

// The site's design system (theme.ts's configuration), built on first use or in steps
// (main.tsx), with the recipes of components no page draws at first added as their code comes.

/** Recipes by kind, as a system's theme holds them. */
export type RecipeParts = Pick<NonNullable<SystemConfig['theme']>, 'recipes' | 'slotRecipes'>;

let system: SystemContext | null = null;
let prepared: PreparedSystem | null = null;
/** The recipes added so far (addSiteRecipes). */
const added = { recipes: {}, slotRecipes: {} } satisfies RecipeParts;

/**
 * Adds the recipes of components no page draws at first (later-recipes.ts: dialogs, toasts, form
 * fields, tabs, the carousel...) to the site's system. A module that draws such a component calls
 * it at its top, so the recipe comes with that module's code rather than in every first visit,
 * and is there before the component first draws.
 */
export function addSiteRecipes(parts: RecipeParts): void {
  Object.assign(added.recipes, parts.recipes);
  Object.assign(added.slotRecipes, parts.slotRecipes);
  const theme = system?._config.theme;
  if (!theme) return;
  // The system reads its theme's recipes when a component first asks for one.
  theme.recipes = { ...theme.recipes, ...parts.recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...parts.slotRecipes };
}

/**
 * A component drawn before its recipe was added would keep Chakra's empty stand-in for good (the
 * system keeps each recipe's function once made): in development and tests that throws, in
 * production it is reported, and the component drawn unstyled until the recipe is in.
 */
function reportingMissingRecipes(system: SystemContext): SystemContext {
  const { getRecipeFn, getSlotRecipeFn } = system;
  /** Whether `key` is a recipe to be added later that has not been yet. */
  const missing = (key: string, present: boolean) => {
    if (present || !LATER_RECIPES.includes(key)) return false;
    const message = `The ${key} recipe is drawn before it was added to the site's system (addSiteRecipes in platform/styles/site-system.ts)`;
    if (import.meta.env.DEV) throw new Error(message);
    console.error(message);
    return true;
  };
  const recipeFn: SystemContext['getRecipeFn'] = (key, fallback) =>
    missing(key, system.isRecipe(key)) ? system.cva({}) : getRecipeFn(key, fallback);
  const slotRecipeFn: SystemContext['getSlotRecipeFn'] = (key, fallback) =>
    missing(key, system.isSlotRecipe(key))
      ? system.sva({ slots: [] })
      : getSlotRecipeFn(key, fallback);
  return Object.assign(system, { getRecipeFn: recipeFn, getSlotRecipeFn: slotRecipeFn });
}

/** The site's configuration with the recipes added so far. */
const siteConfig = () => [...siteConfigs, defineConfig({ theme: { ...added } })];

/**
 * The first steps of building the site's system, a step per `next()`, for a browser to take each
 * in a task of its own before the rest (main.tsx): built at once, it is the longest single piece
 * of work before a page hydrates (22-58 ms here at 1x). Its configuration merged, then its token
 * dictionary in six steps, then its style utility; each step 1-12 ms. Stops once the system is
 * built (siteSystem, asked for before the steps are done, builds what is left itself).
 */
export function* prepareSiteSystem(): Generator<void, void, undefined> {
  if (system) return;
  prepared ??= prepareSystem(...siteConfig());
  const steps = prepareSystemSteps(prepared);
  do yield;
  while (!system && !steps.next().done);
}

/**
 * The site's design system, built on first use (the CMS extends the same configuration with its
 * own recipes), from what prepareSiteSystem made when it ran first.
 */
export function siteSystem(): SystemContext {
  if (system) return system;
  const built = prepared ? createSystem(prepared) : createSystem(...siteConfig());
  prepared = null;
  system = reportingMissingRecipes(built);
  // Recipes added between the steps.
  addSiteRecipes(added);
  return system;
}
