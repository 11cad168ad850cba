import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import type { PageHeadInput } from '../../domain/page-head.ts';
import { PROMPT_ENGINEERING_PATH } from '../../domain/site-paths.ts';
import type { Essay } from '../../domain/types.ts';
import { sharedEssayQueryOptions } from './api/get-shared-essay.ts';

/** The query parameter that names the essay in the reader (public-site.md section 2). */
export const ESSAY_PARAM = 'essay';

/** Where an essay is public: its engineering page for slug prompt-engineering, else /essays/{slug}. */
export function essayPath(essay: Pick<Essay, 'slug'>): string {
  return essay.slug === 'prompt-engineering' ? PROMPT_ENGINEERING_PATH : `/essays/${essay.slug}`;
}

/** The page head that presents an essay on the home page (title, excerpt, article metadata). */
export function essayHead(essay: Essay): PageHeadInput {
  return {
    title: essay.title,
    description: essay.excerpt || essay.metaDescription,
    image: essay.ogImageUrl || essay.headerImageUrl,
    canonical: essay.canonicalUrl || essayPath(essay),
    type: 'article',
    article: {
      publishedTime: essay.publishedAt,
      modifiedTime: essay.updatedAt,
      author: essay.authorName,
      tags: essay.tags,
    },
  };
}

function pushedByReader(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'essayReader' in state;
}

export interface EssayReader {
  /** The essay named by ?essay, once known; null when there is none or it is not published. */
  essay: Essay | null;
  /** False while the ?essay lookup is still answering. */
  ready: boolean;
  /** The page head for that essay, else null (the page keeps its own). */
  head: PageHeadInput | null;
  /** Opens the reader on `essay`: a new history entry, so Back closes it. */
  show: (essay: Essay) => void;
  /** Closes the reader, removing ?essay. */
  close: () => void;
}

/**
 * The article reader's state lives in the URL (?essay={id}) so that a reader can be shared and
 * Back closes it. Essays opened from a card are shown at once; a shared link is looked up.
 */
export function useEssayReader(): EssayReader {
  const backend = useBackend();
  const location = useLocation();
  const navigate = useNavigate();
  const id = new URLSearchParams(location.search).get(ESSAY_PARAM);
  const [opened, setOpened] = useState<Essay | null>(null);
  const known = id && opened?.id === id ? opened : null;

  const lookupId = id && !known ? id : '';
  const urlWith = useCallback(
    (essayId: string | null) => {
      const params = new URLSearchParams(location.search);
      if (essayId) params.set(ESSAY_PARAM, essayId);
      else params.delete(ESSAY_PARAM);
      const search = params.toString();
      return {
        pathname: location.pathname,
        search: search ? `?${search}` : '',
        hash: location.hash,
      };
    },
    [location.pathname, location.search, location.hash],
  );

  const show = useCallback(
    (next: Essay) => {
      setOpened(next);
      // Section links rewrite the hash behind the router's back; drop that so coming Back here
      // does not look like a new hash to scroll to.
      const here = window.location;
      if (here.hash !== location.hash) {
        window.history.replaceState(
          window.history.state,
          '',
          here.pathname + here.search + location.hash,
        );
      }
      navigate(urlWith(next.id), { state: { essayReader: true }, preventScrollReset: true });
    },
    [location.hash, navigate, urlWith],
  );

  const close = useCallback(() => {
    if (pushedByReader(location.state)) navigate(-1);
    else navigate(urlWith(null), { replace: true, preventScrollReset: true });
  }, [location.state, navigate, urlWith]);

  // Not found: the page keeps its own head and no reader opens.
  const lookup = useQuery({ ...sharedEssayQueryOptions(backend, lookupId), enabled: !!lookupId });
  const essay = known ?? (lookupId ? (lookup.data?.item ?? null) : null);
  const ready = !lookupId || !lookup.isPending;

  return { essay, ready, head: essay ? essayHead(essay) : null, show, close };
}
