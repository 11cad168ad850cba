import type { ListQuery, PromptQuery } from './content-query.ts';
import type { Dispatch, Essay, Prompt } from './types.ts';

// The one port every reader of published content goes through: the app's adapters (Firestore
// Lite in the browser, the demo), the server's renderPage (the Admin SDK) and the contract
// suite that holds them to the same answers.

/**
 * Public reads: only published essays and dispatches, only active prompts. Lists come newest
 * first, and between pieces of the same date by id descending; a `ListQuery` narrows a list to a
 * tag and pages it (`limit`, then `after` the last item of the page before).
 */
export interface ContentApi {
  /** Published essays, newest `publishedAt` first. */
  listEssays(query?: ListQuery): Promise<Essay[]>;
  /** The newest published essay with exactly this title (the home page's featured essay). */
  getEssayByTitle(title: string): Promise<Essay | null>;
  getEssayBySlug(slug: string): Promise<Essay | null>;
  getEssayById(id: string): Promise<Essay | null>;
  /** Published dispatches, newest `publishedAt` first. */
  listDispatches(query?: ListQuery): Promise<Dispatch[]>;
  getDispatchBySlug(slug: string): Promise<Dispatch | null>;
  /** Active prompts, newest `createdAt` first (a category page orders them itself). */
  listPrompts(query?: PromptQuery): Promise<Prompt[]>;
  /** The newest `limit` featured active prompts. */
  listFeaturedPrompts(limit: number): Promise<Prompt[]>;
  getPromptBySlug(slug: string): Promise<Prompt | null>;
  getPromptById(id: string): Promise<Prompt | null>;
}
