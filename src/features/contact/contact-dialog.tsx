import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { contactFieldErrors, type ContactField } from '../../domain/contact.ts';
import { isBackendError } from '../../domain/errors.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { notify } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { canSendContact, countContactSend } from './contact-limit.ts';

const EMPTY: Record<ContactField, string> = { name: '', email: '', company: '', message: '' };
const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company (optional)',
  message: 'Message',
};

/** The footer's Contact dialog: validated in the browser and again by the server. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const backend = useBackend();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSendContact()) {
      notify({
        type: 'error',
        title: 'Rate limit exceeded',
        description: 'Please wait before submitting another form.',
      });
      return;
    }
    const fieldErrors = contactFieldErrors(values);
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    if (notifyIfOffline()) return;
    setSubmitting(true);
    try {
      await backend.visitor.submitContact(values);
      countContactSend();
      notify({
        type: 'success',
        title: 'Message sent successfully!',
        description: "Thank you for your message. We'll get back to you soon.",
      });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      if (notifyIfOffline(error)) return;
      if (!isBackendError(error)) {
        console.error('Contact form failed', error);
        notify({
          type: 'error',
          title: 'Error',
          description: 'An unexpected error occurred. Please try again.',
        });
      } else if (error.message.includes('Rate limit exceeded')) {
        notify({
          type: 'error',
          title: 'Too many submissions',
          description: 'Please wait an hour before submitting again.',
        });
      } else if (error.message.includes('Invalid email')) {
        setErrors((errs) => ({ ...errs, email: 'Please enter a valid email address' }));
      } else {
        notify({
          type: 'error',
          title: 'Error sending message',
          description: 'There was a problem sending your message. Please try again.',
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: ContactField, autoComplete: string, rows?: number) => (
    <TextField
      label={LABELS[name]}
      name={name}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      required={name !== 'company'}
      rows={rows}
      error={errors[name]}
      value={values[name]}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }));
        // A field's error clears as soon as the visitor edits that field.
        setErrors((errs) => ({ ...errs, [name]: undefined }));
      }}
    />
  );

  return (
    <FormDialog
      title="Get in touch"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submit={
        <Button
          type="submit"
          colorPalette="orange"
          loading={submitting}
          loadingText="Sending..."
          width="full"
        >
          Send Message
        </Button>
      }
    >
      {field('name', 'name')}
      {field('email', 'email')}
      {field('company', 'organization')}
      {field('message', 'off', 5)}
    </FormDialog>
  );
}
