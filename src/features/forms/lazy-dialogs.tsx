import { lazy, Suspense, type ComponentType } from 'react';
import type { useLazyDialog } from '../../ui/use-lazy-dialog.ts';

type Dialog = ReturnType<typeof useLazyDialog>;
type DialogProps = { open: boolean; onClose: () => void };

/** Wraps a dialog so its code is fetched the first time it opens (and it stays mounted after). */
function lazyDialog(load: () => Promise<ComponentType<DialogProps>>) {
  const Impl = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog({ dialog }: { dialog: Dialog }) {
    if (!dialog.mounted) return null;
    return (
      <Suspense fallback={null}>
        <Impl open={dialog.open} onClose={dialog.hide} />
      </Suspense>
    );
  };
}

/** The newsletter dialog, fetched the first time it opens. */
export const NewsletterDialog = lazyDialog(() =>
  import('./newsletter-dialog.tsx').then((m) => m.NewsletterDialog),
);

/** The contact dialog, fetched the first time it opens. */
export const ContactDialog = lazyDialog(() =>
  import('./contact-dialog.tsx').then((m) => m.ContactDialog),
);

/** The book waitlist dialog, fetched the first time it opens. */
export const WaitlistDialog = lazyDialog(() =>
  import('./waitlist-dialog.tsx').then((m) => m.WaitlistDialog),
);
