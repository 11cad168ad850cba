// The CMS's Prompts tab (admin-cms.md).
export { PromptsTab } from './prompts-tab.tsx';
