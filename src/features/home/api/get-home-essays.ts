import { queryOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend/backend.ts';
import { FEATURED_ESSAY_TITLE } from '../../../domain/content-rules.ts';
import { contentKeys } from '../../../stores/content-keys.ts';
import {
  contentStaleTime,
  ON_RECONNECT,
  readItem,
  readList,
  type ListAnswer,
} from '../../../stores/offline-library';
import { EIE_TAG, mentionsEie } from '../hero-picks.ts';
import { pagedListQueryOptions } from './paged-list.ts';

/** Essays the home page shows at first and per "More essays": four rows of three. */
export const HOME_ESSAYS_PAGE = 12;

/** The home page's essays, newest first, a page at a time (the featured one is read apart). */
export const homeEssaysQueryOptions = (backend: Backend) =>
  pagedListQueryOptions({
    kind: 'essay',
    name: 'home',
    size: HOME_ESSAYS_PAGE,
    read: (query) => backend.content.listEssays(query),
  });

/** 'The EDGE Dilemma', first on the home page however old (public-site.md section 4). */
export const featuredEssayQueryOptions = (backend: Backend) =>
  queryOptions({
    queryKey: contentKeys.piece('essay', 'title', FEATURED_ESSAY_TITLE),
    queryFn: () =>
      readItem(
        'essay',
        () => backend.content.getEssayByTitle(FEATURED_ESSAY_TITLE),
        (essay) => essay.title === FEATURED_ESSAY_TITLE,
      ),
    staleTime: contentStaleTime,
    meta: ON_RECONNECT.refresh,
  });

/**
 * The newest essay tagged Executive Intelligence Engineering, for the hero's first slide (which
 * also looks at the titles of the essays the home page lists); offline, the saved ones on it.
 */
export const eieEssayQueryOptions = (backend: Backend) => {
  const queryKey = contentKeys.list('essays', 'tagged', { tag: EIE_TAG, limit: 1 });
  return queryOptions({
    queryKey,
    queryFn: ({ client }) =>
      readList('essay', () => backend.content.listEssays({ tag: EIE_TAG, limit: 1 }), {
        keep: mentionsEie,
        shown: client.getQueryData<ListAnswer<unknown>>(queryKey),
      }),
    staleTime: contentStaleTime,
    meta: ON_RECONNECT.refresh,
  });
};
