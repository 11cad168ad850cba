// The AI prompt library: category pages, the prompt dialog and its share link (?prompt=).
export { GetFullPromptButton } from './get-full-prompt-button.tsx';
export { LazyCategoryPage } from './lazy-pages.ts';
export {
  PROMPT_PARAM,
  SharedPromptDialog,
  sharedPromptHead,
  useSharedPrompt,
} from './shared-prompt-dialog.tsx';
export {
  chiefOfStaffCandidatesQueryOptions,
  prefetchCategoryPage,
} from './api/get-category-prompts.ts';
export { sharedPromptQueryOptions } from './api/get-shared-prompt.ts';
