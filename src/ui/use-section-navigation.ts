import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Scrolls smoothly to a home-page section on /, or navigates to /#id from anywhere else. */
export function useSectionNavigation(): (id: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (pathname === '/') {
        const target = document.getElementById(id);
        if (target) {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
          window.history.replaceState(window.history.state, '', `#${id}`);
          return;
        }
      }
      navigate(`/#${id}`);
    },
    [navigate, pathname],
  );
}

/** The header's section links, in order. */
export const HEADER_SECTIONS = [
  { id: 'edge-prompts', label: 'AI' },
  { id: 'essays', label: 'Essays' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'diagnostic', label: 'Diagnostic' },
  { id: 'school', label: 'Learn' },
  { id: 'cards', label: 'Cards' },
  { id: 'about', label: 'About' },
] as const;

/** The footer's section links, in order. */
export const FOOTER_SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'essays', label: 'Essays' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'edge-prompts', label: 'AI EDGE Prompts' },
  { id: 'diagnostic', label: 'Diagnostic' },
  { id: 'school', label: 'EDGE School' },
] as const;
