import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../platform/lifecycle/use-hydrated.ts';
import type { EssayReader } from './use-essay-reader.ts';

const loadDialog = () => import('./article-reader-dialog.tsx');
const ArticleReaderDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.ArticleReaderDialog })),
);

/** Starts fetching the reader's code (say, when a visitor points at an essay card). */
export function preloadArticleReader(): void {
  void loadDialog().catch(() => {
    // Offline or a new deployment: the real open retries and reports.
  });
}

/**
 * The article reader for the essay in ?essay; its code loads the first time an essay opens. It
 * opens once the page is the browser's (a server-rendered page shows the home page, with the
 * essay's head).
 */
export function ArticleReader({ reader }: { reader: EssayReader }) {
  const hydrated = useHydrated();
  const [mounted, setMounted] = useState(false);
  if (reader.essay && hydrated && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ArticleReaderDialog essay={reader.essay} onClose={reader.close} />
    </Suspense>
  );
}
