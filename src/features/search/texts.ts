/** The search's words (issue 29), in the site's voice. */
export const SEARCH_TEXTS = {
  title: 'Search',
  label: 'Search essays, dispatches and prompts',
  placeholder: 'Search essays, dispatches and prompts',
  hint: 'Type to search every essay, dispatch and AI prompt.',
  loading: 'Loading search...',
  failed: 'Search is not available right now. Please try again.',
  retry: 'Retry',
  results: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  showing: (shown: number, count: number) => `The best ${shown} of ${count} results`,
  none: (query: string) => `No results for "${query}".`,
  offlineOnly: 'You are offline: searching what this device keeps.',
  list: 'Search results',
} as const;
