import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyNewsletterDialog } from '../subscribe';
import { SharedPromptDialog, sharedPromptHead, useSharedPrompt } from '../prompts';
import { ArticleReader, useEssayReader } from '../reader';
import { Deferred } from '../../ui/deferred.tsx';
import { scrollWhenSettled } from '../../ui/scroll-when-settled.ts';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { AboutSection } from './about-section.tsx';
import { CardsSection } from './cards-section.tsx';
import { DiagnosticSection } from './diagnostic-section.tsx';
import { DispatchesSection } from './dispatches-section.tsx';
import { EssaysSection } from './essays-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { PromptsSection } from './prompts-section.tsx';
import { SchoolSection } from './school-section.tsx';

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
      {/* Below the fold: hydrated when scrolled near, or once the page has settled. */}
      <Deferred id="edge-prompts">
        <PromptsSection />
      </Deferred>
      <Deferred id="essays">
        <EssaysSection onOpenEssay={reader.show} />
      </Deferred>
      <Deferred id="newsletter">
        <DispatchesSection />
      </Deferred>
      <Deferred id="diagnostic">
        <DiagnosticSection />
      </Deferred>
      <Deferred id="school">
        <SchoolSection />
      </Deferred>
      <Deferred id="cards">
        <CardsSection />
      </Deferred>
      <Deferred id="about">
        <AboutSection />
      </Deferred>
      <LazyNewsletterDialog dialog={dialog} />
      <ArticleReader reader={reader} />
      {/* ?prompt={id}: a shared prompt opens in its dialog. */}
      <SharedPromptDialog />
    </>
  );
}
