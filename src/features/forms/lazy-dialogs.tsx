import { lazy, Suspense } from 'react';
import type { useLazyDialog } from '../../ui/use-lazy-dialog.ts';

const NewsletterDialogImpl = lazy(() =>
  import('./newsletter-dialog.tsx').then((m) => ({ default: m.NewsletterDialog })),
);
const ContactDialogImpl = lazy(() =>
  import('./contact-dialog.tsx').then((m) => ({ default: m.ContactDialog })),
);

type Dialog = ReturnType<typeof useLazyDialog>;

/** The newsletter dialog, fetched the first time it opens. */
export function NewsletterDialog({ dialog }: { dialog: Dialog }) {
  if (!dialog.mounted) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialogImpl open={dialog.open} onClose={dialog.hide} />
    </Suspense>
  );
}

/** The contact dialog, fetched the first time it opens. */
export function ContactDialog({ dialog }: { dialog: Dialog }) {
  if (!dialog.mounted) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialogImpl open={dialog.open} onClose={dialog.hide} />
    </Suspense>
  );
}
