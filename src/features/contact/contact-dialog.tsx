import type { FormEvent } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { contactInputSchema, type ContactField, type ContactInput } from '../../domain/contact.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import {
  SubmitButton,
  TextInput,
  readFailure,
  showFieldErrors,
  useSchemaForm,
} from '../../ui/form';
import { notify } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';
import { canSendContact, countContactSend } from './contact-limit.ts';

const EMPTY: Record<ContactField, string> = { name: '', email: '', company: '', message: '' };
const FIELDS = Object.keys(EMPTY) as ContactField[];
// The server's refusal of an address reads as the form's own wording for it.
const SERVER_FIELD_TEXT: Partial<Record<ContactField, string>> = {
  email: 'Please enter a valid email address',
};

/** The footer's Contact dialog: validated in the browser and again by the server. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const backend = useBackend();
  const form = useSchemaForm(contactInputSchema, EMPTY);

  async function send(values: ContactInput) {
    if (notifyIfOffline()) return;
    try {
      await backend.visitor.submitContact(values);
      countContactSend();
      notify({
        type: 'success',
        title: 'Message sent successfully!',
        description: "Thank you for your message. We'll get back to you soon.",
      });
      form.reset(EMPTY);
      onClose();
    } catch (error) {
      const failure = readFailure(error, FIELDS);
      if (failure.kind === 'offline') {
        notifyIfOffline(error);
      } else if (failure.kind === 'unexpected') {
        console.error('Contact form failed', error);
        notify({
          type: 'error',
          title: 'Error',
          description: 'An unexpected error occurred. Please try again.',
        });
      } else if (failure.kind === 'rate-limited') {
        notify({
          type: 'error',
          title: 'Too many submissions',
          description: 'Please wait an hour before submitting again.',
        });
      } else if (failure.kind === 'invalid') {
        const fields = Object.entries(failure.fields).map(([field, message]) => [
          field,
          SERVER_FIELD_TEXT[field as ContactField] ?? message,
        ]);
        showFieldErrors(form, Object.fromEntries(fields));
      } else {
        notify({
          type: 'error',
          title: 'Error sending message',
          description: 'There was a problem sending your message. Please try again.',
        });
      }
    }
  }

  function submit(event: FormEvent) {
    // The per-session limit answers before anything else, as the spec's form does.
    if (!canSendContact()) {
      event.preventDefault();
      notify({
        type: 'error',
        title: 'Rate limit exceeded',
        description: 'Please wait before submitting another form.',
      });
      return;
    }
    void form.handleSubmit(send)(event);
  }

  const field = (name: ContactField, label: string, autoComplete: string, rows?: number) => (
    <TextInput
      form={form}
      name={name}
      label={label}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      required={name !== 'company'}
      rows={rows}
    />
  );

  return (
    <FormDialog
      title="Get in touch"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submit={
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." width="full">
          Send Message
        </SubmitButton>
      }
    >
      {field('name', 'Name', 'name')}
      {field('email', 'Email', 'email')}
      {field('company', 'Company (optional)', 'organization')}
      {field('message', 'Message', 'off', 5)}
    </FormDialog>
  );
}
