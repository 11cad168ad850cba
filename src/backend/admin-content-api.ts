/**
 * The content side of the CMS (admin-cms.md: AI Prompts, Essays and dispatches, header images,
 * Settings): small named interfaces, one member each, e.g. `readonly prompts: AdminPromptsApi`.
 */
export type AdminContentApis = Record<never, never>;
