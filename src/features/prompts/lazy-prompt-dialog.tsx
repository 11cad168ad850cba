import { lazy, Suspense, useState } from 'react';
import type { PromptDialogProps } from './prompt-dialog.tsx';

const Impl = lazy(() => import('./prompt-dialog.tsx').then((m) => ({ default: m.PromptDialog })));

/**
 * The prompt dialog, fetched the first time it opens; it stays mounted afterwards so closing
 * plays its exit animation and reopening is instant.
 */
export function LazyPromptDialog(props: PromptDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  // Mounting follows the first open (adjusting state while rendering, as React recommends).
  if (props.open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Impl {...props} />
    </Suspense>
  );
}
