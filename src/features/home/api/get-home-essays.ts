import type { Backend } from '../../../backend/backend.ts';
import { FEATURED_ESSAY_TITLE } from '../../../domain/content-rules.ts';
import { itemQueryOptions, listQueryOptions } from '../../../stores/offline-library';
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
  itemQueryOptions({
    kind: 'essay',
    by: 'title',
    value: FEATURED_ESSAY_TITLE,
    read: () => backend.content.getEssayByTitle(FEATURED_ESSAY_TITLE),
    refresh: true,
  });

/**
 * The newest essay tagged Executive Intelligence Engineering, for the hero's first slide (which
 * also looks at the titles of the essays the home page lists); offline, the saved ones on it.
 */
export const eieEssayQueryOptions = (backend: Backend) =>
  listQueryOptions({
    kind: 'essay',
    name: 'tagged',
    params: { tag: EIE_TAG, limit: 1 },
    read: () => backend.content.listEssays({ tag: EIE_TAG, limit: 1 }),
    keep: mentionsEie,
  });
