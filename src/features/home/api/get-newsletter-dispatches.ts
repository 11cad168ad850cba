import type { Backend } from '../../../backend/backend.ts';
import { pagedListQueryOptions } from './paged-list.ts';

/** Dispatches the newsletter section shows at first and per "More dispatches": three rows of two. */
export const NEWSLETTER_PAGE = 6;
/** The dispatches the home page lists: the newsletter's issues (public-site.md section 4). */
export const NEWSLETTER_TAG = 'dispatch';

/** The newsletter's issues, newest first, a page at a time. */
export const newsletterDispatchesQueryOptions = (backend: Backend) =>
  pagedListQueryOptions({
    kind: 'dispatch',
    name: 'newsletter',
    size: NEWSLETTER_PAGE,
    tag: NEWSLETTER_TAG,
    read: (query) => backend.content.listDispatches(query),
  });
