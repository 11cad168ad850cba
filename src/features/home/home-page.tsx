import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyNewsletterDialog } from '../subscribe';
import { SharedPromptDialog, sharedPromptHead, useSharedPrompt } from '../prompts';
import { ArticleReader, useEssayReader } from '../reader';
import { Deferred, deferredCode } from '../../platform/lifecycle/deferred.tsx';
import { scrollWhenSettled } from '../../platform/router/scroll-when-settled.ts';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { HeroSection } from './hero-section.tsx';

/**
 * The sections after the hero: one chunk, fetched when the first of them comes into view or the
 * page is released (platform/lifecycle/deferred.tsx), or with this page's own when it is drawn in
 * the browser (index.ts). Its import() is here, in the page's chunk, so the bundler leaves what the
 * page and the sections share in the page's chunk instead of splitting it into a third.
 */
export const belowTheFold = deferredCode(() => import('./below-the-fold.tsx'));

/** The home page: every section in the spec's order, each with its anchor id. */
export function HomePage() {
  // ?essay={id}: the page presents that essay (head and article reader) instead of itself;
  // ?prompt={id} that prompt (head and prompt dialog).
  const reader = useEssayReader();
  const shared = useSharedPrompt();
  const sharedHead = shared.prompt && sharedPromptHead(shared.prompt);
  usePageHead(reader.head ?? sharedHead ?? { canonical: '/' }, reader.ready && shared.ready);
  const dialog = useLazyDialog();
  const { hash } = useLocation();

  useEffect(() => {
    // Arriving at /#section from another page: scroll there once the section is rendered.
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    return scrollWhenSettled(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
  }, [hash]);

  const subscribe = dialog.show;
  return (
    <>
      <HeroSection onSubscribe={subscribe} onOpenEssay={reader.show} />
      {/* Below the fold: fetched and hydrated when in view, or once the page is released. */}
      <Deferred id="edge-prompts" code={belowTheFold}>
        {({ PromptsSection }) => <PromptsSection />}
      </Deferred>
      <Deferred id="essays" code={belowTheFold}>
        {({ EssaysSection }) => <EssaysSection onOpenEssay={reader.show} />}
      </Deferred>
      <Deferred id="newsletter" code={belowTheFold}>
        {({ DispatchesSection }) => <DispatchesSection />}
      </Deferred>
      <Deferred id="diagnostic" code={belowTheFold}>
        {({ DiagnosticSection }) => <DiagnosticSection />}
      </Deferred>
      <Deferred id="school" code={belowTheFold}>
        {({ SchoolSection }) => <SchoolSection />}
      </Deferred>
      <Deferred id="cards" code={belowTheFold}>
        {({ CardsSection }) => <CardsSection />}
      </Deferred>
      <Deferred id="about" code={belowTheFold}>
        {({ AboutSection }) => <AboutSection />}
      </Deferred>
      <LazyNewsletterDialog dialog={dialog} />
      <ArticleReader reader={reader} />
      {/* ?prompt={id}: a shared prompt opens in its dialog. */}
      <SharedPromptDialog />
    </>
  );
}
