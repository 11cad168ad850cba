import type { FormEvent } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useBackend } from '../../backend/backend-context.tsx';
import { EMAIL_INVALID, FILL_ALL_FIELDS } from '../../domain/form-schemas.ts';
import type { SubscribeInput } from '../../domain/subscribe.ts';
import { readFailure, useSchemaForm, type FormSchema, type FormValues } from '../../ui/form';
import { notify, type Notice } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';

/** What a sign-up dialog says and does around the shared subscribe flow. */
export interface SubscribeFormOptions<S extends FormSchema> {
  /** The subscribe call's input, from the values as typed. */
  toInput: (values: FormValues<S>) => SubscribeInput;
  /** The toast on success. */
  success: Omit<Notice, 'type'>;
  /** The toast description on failure (its title is 'Error'). */
  failure: string;
  /** Names the form in the console when a send fails. */
  label: string;
  /** After the success toast and the reset (e.g. close the dialog). */
  onDone?: () => void;
}

/**
 * What the form's own check says, in one toast (public-site.md section 8): an empty field first
 * ('Please fill in all fields.'), else the mistyped address.
 */
function invalidNotice(errors: FieldErrors): string {
  const messages = Object.values(errors).map((error) => error?.message);
  return messages.includes(FILL_ALL_FIELDS) ? FILL_ALL_FIELDS : EMAIL_INVALID;
}

/**
 * A dialog that adds a subscriber (newsletter, book waitlist): its fields and an `email`, checked
 * by its schema, nothing sent while offline, what was typed kept after any failure. An address
 * the form or the server refuses is marked and named as such, never as a failed send.
 */
export function useSubscribeForm<S extends FormSchema>(
  schema: S,
  empty: DefaultValues<FormValues<S>>,
  options: SubscribeFormOptions<S>,
) {
  const backend = useBackend();
  const form = useSchemaForm(schema, empty);
  const refuseEmail = () => {
    form.setError('email' as Path<FormValues<S> & FieldValues>, { message: EMAIL_INVALID });
    notify({ type: 'error', title: 'Error', description: EMAIL_INVALID });
  };

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
      } else if (failure.kind === 'invalid') {
        refuseEmail();
      } else {
        console.error(`${options.label} failed`, error);
        notify({ type: 'error', title: 'Error', description: options.failure });
      }
    }
  }

  const onSubmit = (event: FormEvent) =>
    void form.handleSubmit(send, (errors) =>
      notify({ type: 'error', title: 'Error', description: invalidNotice(errors) }),
    )(event);
  return { form, onSubmit, busy: form.formState.isSubmitting };
}
