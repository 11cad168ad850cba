import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The item a delete confirmation asks about, and whether the question is open. */
export function useDeleteTarget<T>() {
  // Kept after the dialog closes, so its text stays while it fades out.
  const [target, setTarget] = useState<{ item: T; open: boolean } | null>(null);
  return {
    item: target?.item ?? null,
    open: target?.open ?? false,
    ask: (item: T) => setTarget({ item, open: true }),
    close: () => setTarget((t) => t && { ...t, open: false }),
  };
}

/** 'Delete …?' for an item of a CMS list: Delete (red) or cancel; closes once the delete settles. */
export function DeleteDialog<T>(props: {
  target: ReturnType<typeof useDeleteTarget<T>>;
  title: string;
  question: (item: T) => string;
  busy: boolean;
  /** Deletes the item; calls `settled` when it succeeded or failed. */
  onDelete: (item: T, settled: () => void) => void;
}) {
  const { target } = props;
  return (
    <ConfirmDialog
      open={target.open}
      title={props.title}
      confirmLabel="Delete"
      destructive
      busy={props.busy}
      onCancel={target.close}
      onConfirm={() => {
        if (target.item !== null) props.onDelete(target.item, target.close);
      }}
    >
      {target.item !== null ? props.question(target.item) : ''}
    </ConfirmDialog>
  );
}
