import { useEffect } from 'react';
import { buildPageHead, type PageHeadInput } from '../domain/page-head.ts';

/** Fired on window when a page has set its real head (the page-view tracker waits for it). */
export const PAGE_HEAD_EVENT = 'edge:page-head';

let readyPath: string | null = null;

/** True when the page at `path` (pathname + search) has already set its real head. */
export function isPageHeadReady(path: string): boolean {
  return readyPath === path;
}

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
}

/**
 * Sets the page head while the page is shown. Pass `ready: false` while the page's data is
 * still loading so that analytics record the real title, not a placeholder.
 */
export function usePageHead(input: PageHeadInput, ready = true): void {
  // Pages pass a fresh object every render; its serialisation says when the head really changed.
  const key = JSON.stringify(input);
  useEffect(() => {
    applyPageHead(input);
    if (ready) {
      readyPath = window.location.pathname + window.location.search;
      window.dispatchEvent(new Event(PAGE_HEAD_EVENT));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
}
