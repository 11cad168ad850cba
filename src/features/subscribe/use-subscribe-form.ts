import type { FormEvent } from 'react';
import type { DefaultValues, FieldErrors } from 'react-hook-form';
import { useBackend } from '../../backend/backend-context.tsx';
import type { SubscribeInput } from '../../domain/subscribe.ts';
import { readFailure, useSchemaForm, type FormSchema, type FormValues } from '../../ui/form';
import { notify, type Notice } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';

/** What a sign-up form says and does around the shared subscribe flow. */
export interface SubscribeFormOptions<S extends FormSchema> {
  /** The subscribe call's input, from the values as typed. */
  toInput: (values: FormValues<S>) => SubscribeInput;
  /** The toast on success. */
  success: Omit<Notice, 'type'>;
  /** The toast description on failure (its title is 'Error'). */
  failure: string;
  /** Names the form in the console when a send fails. */
  label: string;
  /** The browser's own check refused the values: say so (a toast). */
  onInvalid: (errors: FieldErrors<FormValues<S>>) => void;
  /** The server refused the e-mail (an 'invalid-argument' naming it). */
  onEmailRefused?: () => void;
  /** After the success toast and the reset (e.g. close the dialog). */
  onDone?: () => void;
}

/**
 * A form that adds a subscriber (newsletter, waitlists, e-mail-only sign-ups): checked by its
 * schema, nothing sent while offline, what was typed kept after any failure.
 */
export function useSubscribeForm<S extends FormSchema>(
  schema: S,
  empty: DefaultValues<FormValues<S>>,
  options: SubscribeFormOptions<S>,
) {
  const backend = useBackend();
  const form = useSchemaForm(schema, empty);

  async function send(values: FormValues<S>) {
    if (notifyIfOffline()) return;
    try {
      await backend.visitor.subscribe(options.toInput(values));
      notify({ type: 'success', ...options.success });
      form.reset(empty);
      options.onDone?.();
    } catch (error) {
      const failure = readFailure(error, ['email']);
      if (failure.kind === 'offline') {
        notifyIfOffline(error);
      } else if (failure.kind === 'invalid' && options.onEmailRefused) {
        options.onEmailRefused();
      } else {
        console.error(`${options.label} failed`, error);
        notify({ type: 'error', title: 'Error', description: options.failure });
      }
    }
  }

  const onSubmit = (event: FormEvent) =>
    void form.handleSubmit(send, (errors) => options.onInvalid(errors))(event);
  return { form, onSubmit, busy: form.formState.isSubmitting };
}
