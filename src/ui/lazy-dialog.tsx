import { lazy, Suspense, type ComponentType } from 'react';
import type { useLazyDialog } from './use-lazy-dialog.ts';

type Dialog = ReturnType<typeof useLazyDialog>;
type DialogProps = { open: boolean; onClose: () => void };

/**
 * Wraps a dialog so its code is fetched the first time it opens (and it stays mounted after);
 * the wrapper takes the `useLazyDialog()` state that opens it.
 */
export function lazyDialog(load: () => Promise<ComponentType<DialogProps>>) {
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
