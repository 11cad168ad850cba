import { lazyDialog } from '../../ui/lazy-dialog.tsx';

/** The newsletter dialog, fetched the first time it opens. */
export const LazyNewsletterDialog = lazyDialog(() =>
  import('./newsletter-dialog.tsx').then((m) => m.NewsletterDialog),
);

/** The book waitlist dialog, fetched the first time it opens. */
export const LazyWaitlistDialog = lazyDialog(() =>
  import('./waitlist-dialog.tsx').then((m) => m.WaitlistDialog),
);
