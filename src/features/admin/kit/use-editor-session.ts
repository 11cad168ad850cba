import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isBackendError } from '../../../domain/errors.ts';
import { showFieldErrors } from '../../../ui/form';
import { fieldErrorsOf } from './field-errors.ts';
import { useNoLostEdit } from './use-no-lost-edit.ts';

/**
 * An open CMS editor (a prompt's form, an essay's dialog) from opening to closing: no lost edit
 * (useNoLostEdit), a save based on the version it opened, a conflicting save kept as a message
 * until the other version is loaded, and closing with unsaved changes asked about first.
 */
export function useEditorSession<T extends FieldValues, F extends string>(options: {
  key: string;
  form: UseFormReturn<T>;
  /** The values the form opened with. */
  clean: T;
  /** The stored version the form opened (null: something new). */
  version: number | null;
  /** The form's own fields, for the messages a refused save carries. */
  fields: readonly F[];
  save: (values: T, version: number | null) => Promise<unknown>;
  onClose: () => void;
  /** Reopens the editor on what is stored now (after a conflicting save). */
  onReload: () => Promise<void>;
}) {
  const { form, onClose, onReload } = options;
  const edit = useNoLostEdit(options);
  const [conflict, setConflict] = useState<string | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const [reloading, setReloading] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      await options.save(values, edit.base);
      edit.forget();
      onClose();
    } catch (error) {
      if (isBackendError(error, 'aborted')) setConflict(error.message);
      showFieldErrors(form, fieldErrorsOf(error, options.fields));
    }
  });

  return {
    edit,
    submit,
    /** The message of a save someone else's save stopped. */
    conflict,
    reloading,
    askDiscard,
    /** Closes, or first asks while there are unsaved changes. */
    close: () => (edit.dirty ? setAskDiscard(true) : onClose()),
    /** Drops this edit and reopens on the stored version. */
    reload: async () => {
      setReloading(true);
      edit.forget();
      await onReload().finally(() => setReloading(false));
    },
    discard: () => {
      edit.forget();
      setAskDiscard(false);
      onClose();
    },
    keepEditing: () => setAskDiscard(false),
  };
}

/** What an editor's alerts and dialogs read of its session. */
export type EditorSession = ReturnType<typeof useEditorSession>;
