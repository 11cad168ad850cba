// The AI prompt library: category pages, the prompt dialog and its share link (?prompt=).
export { GetFullPromptButton } from './get-full-prompt-button.tsx';
export { LazyCategoryPage } from './lazy-pages.ts';
export { SharedPromptDialog } from './shared-prompt-dialog.tsx';
export { chiefOfStaffCandidatesQueryOptions } from './api/get-category-prompts.ts';
