import { useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { removeLocalDraft } from './local-draft.ts';
import { useAutosave } from './use-autosave.ts';
import { useDraftOffer } from './use-draft-offer.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/**
 * Everything that keeps an open CMS form's edit from being lost: its values kept on the device
 * as they are typed, an earlier kept draft offered back, leaving asked about while there are
 * unsaved changes, and the version the edit is based on (restoring a draft restores its base,
 * so a save over someone else's newer save is still stopped).
 */
export function useNoLostEdit<T extends FieldValues>(options: {
  key: string;
  form: UseFormReturn<T>;
  /** The values the form opened with. */
  clean: T;
  /** The stored version the form opened (null: something new). */
  version: number | null;
}) {
  const { key, form, clean } = options;
  const values = useWatch({ control: form.control }) as T;
  const [base, setBase] = useState(options.version);
  const { offer, settle, discard } = useDraftOffer(key, clean);
  const dirty = JSON.stringify(values) !== JSON.stringify(clean);
  useAutosave({ key, values, clean, baseVersion: base, enabled: offer === null });
  const blocker = useLeaveGuard(dirty);
  return {
    /** The draft this device kept from an earlier visit, until restored or discarded. */
    offer,
    restore() {
      if (!offer) return;
      form.reset(offer.values, { keepDefaultValues: true });
      setBase(offer.baseVersion);
      settle();
    },
    discard,
    dirty,
    /** The version a save must be based on. */
    base,
    /** Saved or discarded on purpose: nothing left to keep. */
    forget: () => removeLocalDraft(key),
    blocker,
  };
}
