import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

const realSetTimeout = globalThis.setTimeout;

// Testing Library unmounts between tests only when vitest globals are on; they are not here.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // What a page keeps for its lifetime (the toaster's toasts, a new version on offer) is put
  // back as a page starts: one test's toast would otherwise be in the next test's first render.
  const { toaster } = await import('../ui/toaster.tsx');
  toaster.remove();
  const { useUpdateStore } = await import('../stores/use-update-store.ts');
  useUpdateStore.setState({ reload: null });
  // What unmounting left to a timer runs while there is still a document: a closed dialog's
  // focus trap gives focus back in a timer, set once a promise settles. After a file's last test,
  // the environment is torn down next, and that timer would throw outside any test.
  // (The real timer, caught before any test fakes them: a faked one would never fire here.)
  for (let task = 0; task < 2; task++) await new Promise((resolve) => realSetTimeout(resolve, 0));
});

// A busy 2-core CI machine can take longer than Testing Library's default 1 s for a dialog's
// exit or a lazy chunk: a whole home page opening its reader took over 5 s with two files
// running beside other work. Passing tests are no slower for the longer limit.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  const { fillBrowserGaps } = await import('./browser-gaps.ts');
  fillBrowserGaps();
  // Rich content's renderer is fetched on first use in the browser; here it is in from the start,
  // so a test's first render draws the text instead of suspending for a moment.
  const { loadRichHtmlRenderer } = await import('../ui/rich-html-loader.ts');
  await loadRichHtmlRenderer();
}
