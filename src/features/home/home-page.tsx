import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NewsletterDialog } from '../forms/lazy-dialogs.tsx';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { usePageHead } from '../../ui/use-page-head.ts';
import { DispatchesSection } from './dispatches-section.tsx';
import { EssaysSection } from './essays-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LaterSections } from './later-sections.tsx';
import { PromptsSection } from './prompts-section.tsx';

/** The home page: every section in the spec's order, each with its anchor id. */
export function HomePage() {
  usePageHead({ canonical: '/' });
  const dialog = useLazyDialog();
  const { hash } = useLocation();

  useEffect(() => {
    // Arriving at /#section from another page: scroll there once the section is rendered.
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const frame = requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  const subscribe = dialog.show;
  return (
    <>
      <HeroSection onSubscribe={subscribe} />
      <PromptsSection />
      <EssaysSection />
      <DispatchesSection onSubscribe={subscribe} />
      <LaterSections />
      <NewsletterDialog dialog={dialog} />
    </>
  );
}
