import { useCallback, useState } from 'react';

/**
 * Open/close state for a dialog whose code loads on first open. Once opened it stays mounted,
 * so closing it keeps what the visitor typed.
 */
export function useLazyDialog(): {
  open: boolean;
  mounted: boolean;
  show: () => void;
  hide: () => void;
} {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, mounted, show, hide };
}
