import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { contactFieldErrors, type ContactField } from '../../domain/contact.ts';
import { isBackendError } from '../../domain/errors.ts';
import { notify } from '../../ui/notify.ts';
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

  const onChange = (field: ContactField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    // A field's error clears as soon as the visitor edits that field.
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

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

  const field = (name: ContactField, multiline = false) => (
    <Field.Root invalid={Boolean(errors[name])} required={name !== 'company'}>
      <Field.Label>{LABELS[name]}</Field.Label>
      {multiline ? (
        <Textarea name={name} rows={5} value={values[name]} onChange={onChange(name)} />
      ) : (
        <Input
          name={name}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'organization'}
          value={values[name]}
          onChange={onChange(name)}
        />
      )}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* The dialog is the content element; the form inside it only groups the fields. */}
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>Get in touch</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {field('name')}
                  {field('email')}
                  {field('company')}
                  {field('message', true)}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  type="submit"
                  colorPalette="orange"
                  loading={submitting}
                  loadingText="Sending..."
                  width="full"
                >
                  Send Message
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
