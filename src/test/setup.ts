import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when vitest globals are on; they are not here.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});

// A busy 2-core CI machine can take longer than Testing Library's default 1 s for a dialog's
// exit or a lazy chunk; passing tests are no slower for the longer limit.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
  const { fillBrowserGaps } = await import('./browser-gaps.ts');
  fillBrowserGaps();
  // Rich content's renderer is fetched on first use in the browser; here it is in from the start,
  // so a test's first render draws the text instead of suspending for a moment.
  // Tests draw in the browser from the start, as main.tsx draws the shell: nothing is deferred.
  const { releaseDeferred } = await import('../ui/deferred.tsx');
  releaseDeferred();
  const { loadRichHtmlRenderer } = await import('../ui/rich-content.tsx');
  await loadRichHtmlRenderer();
}
