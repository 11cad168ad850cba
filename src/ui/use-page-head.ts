import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { buildPageHead, type PageHeadInput } from '../domain/page-head.ts';

/**
 * Told, with the page's path (pathname + search), when a page has set its real head. The app
 * provides it (it records the page view then); outside the app it does nothing.
 */
export type PageHeadReady = (path: string) => void;

const PageHeadReadyContext = createContext<PageHeadReady>(() => {});

/** Gives the pages below a listener for "my real head is set". */
export const PageHeadReadyProvider = PageHeadReadyContext.Provider;

/** Told, while a page renders on the server, the head it asks for (the last one wins). */
export type PageHeadCollector = (input: PageHeadInput) => void;

const PageHeadCollectorContext = createContext<PageHeadCollector | null>(null);

/** The server's listener: the page's head goes into the HTML it sends (src/server/). */
export const PageHeadCollectorProvider = PageHeadCollectorContext.Provider;

const JSON_LD_ID = 'edge-structured-data';

function upsertMeta(key: 'name' | 'property', name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(key, name);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Applies a page's title, descriptions, social tags and canonical link to the document. */
export function applyPageHead(input: PageHeadInput): void {
  const head = buildPageHead(input, window.location.origin);
  document.title = head.title;
  // Article tags repeat and differ per page: clear the previous page's before adding.
  document.head.querySelectorAll('meta[property^="article:"]').forEach((el) => el.remove());
  for (const m of head.meta) {
    if (m.name.startsWith('article:')) {
      const el = document.createElement('meta');
      el.setAttribute('property', m.name);
      el.content = m.content;
      document.head.appendChild(el);
    } else {
      upsertMeta(m.key, m.name, m.content);
    }
  }
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = head.canonical;
  // Structured data is data, not script: the Content-Security-Policy does not apply to it.
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
  if (head.jsonLd) {
    const data = document.createElement('script');
    data.type = 'application/ld+json';
    data.id = JSON_LD_ID;
    data.textContent = JSON.stringify(head.jsonLd);
    document.head.appendChild(data);
  }
}

/**
 * Sets the page head while the page is shown (on the server, tells the collector instead). Pass
 * `ready: false` while the page's data is still loading, so that the page view is recorded with
 * the real title, not a placeholder.
 */
export function usePageHead(input: PageHeadInput, ready = true): void {
  const onReady = useContext(PageHeadReadyContext);
  // On the server, during the render: the innermost page's head is the one that counts.
  useContext(PageHeadCollectorContext)?.(input);
  const { pathname, search } = useLocation();
  const path = pathname + search;
  // Pages pass a fresh object every render; its serialisation says when the head really changed.
  const key = JSON.stringify(input);
  useEffect(() => {
    applyPageHead(input);
    if (ready) onReady(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, path, onReady]);
}
