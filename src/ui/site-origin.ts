import { createContext, useContext, useSyncExternalStore } from 'react';

const RenderedForContext = createContext<string | null>(null);

/**
 * The origin a server-rendered page was rendered for: given by the server to its render, and by
 * the browser to the hydration (it comes with the page's data).
 */
export const RenderedForProvider = RenderedForContext.Provider;

const never = () => () => {};

/**
 * The site's origin for absolute links (share links): the page's own; on the server, and while
 * a server-rendered page hydrates, the one it was rendered for, so the HTML matches.
 */
export function useSiteOrigin(): string {
  const renderedFor = useContext(RenderedForContext);
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => renderedFor ?? '',
  );
}
