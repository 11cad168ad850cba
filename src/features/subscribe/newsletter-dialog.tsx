import { Button, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { notify } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';
import { TextField } from '../../ui/text-field.tsx';

const EMPTY = { firstName: '', surname: '', email: '' };

/** The newsletter subscribe dialog (header Sign Up, hero button): first name, surname, e-mail. */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const backend = useBackend();
  const [values, setValues] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const firstName = values.firstName.trim();
    const surname = values.surname.trim();
    const email = values.email.trim().toLowerCase();
    if (!firstName || !surname || !email) {
      notify({ type: 'error', title: 'Error', description: 'Please fill in all fields.' });
      return;
    }
    if (notifyIfOffline()) return;
    setSubmitting(true);
    try {
      await backend.visitor.subscribe({
        email,
        name: `${firstName} ${surname}`,
        source: 'newsletter',
      });
      notify({
        type: 'success',
        title: 'Successfully subscribed!',
        description:
          "Thank you for subscribing to our newsletter. You'll receive weekly insights on navigating tech-driven change.",
      });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      // What was typed stays in the form so the visitor can simply try again.
      if (notifyIfOffline(error)) return;
      console.error('Newsletter subscription failed', error);
      notify({
        type: 'error',
        title: 'Error',
        description: 'Failed to subscribe. Please try again.',
      });
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );

  return (
    <FormDialog
      title="Subscribe to the EDGE Newsletter"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submit={
        <Button type="submit" colorPalette="orange" disabled={submitting} width="full">
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      }
    >
      <Text color="fg.muted">
        Weekly dispatches for leaders navigating tech-driven change. Join 1,000+ leaders navigating
        tech-driven change.
      </Text>
      {field('firstName', 'First name', 'given-name')}
      {field('surname', 'Surname', 'family-name')}
      {field('email', 'Email', 'email')}
    </FormDialog>
  );
}
