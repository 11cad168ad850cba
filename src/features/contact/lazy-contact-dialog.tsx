import { lazyDialog } from '../../ui/lazy-dialog.tsx';

/** The contact dialog, fetched the first time it opens. */
export const LazyContactDialog = lazyDialog(() =>
  import('./contact-dialog.tsx').then((m) => m.ContactDialog),
);
