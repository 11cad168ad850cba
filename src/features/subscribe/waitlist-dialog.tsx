import { Button, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { notify } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';
import { TextField } from '../../ui/text-field.tsx';

const EMPTY = { name: '', email: '' };

/** The book waitlist dialog (About section): name and e-mail, both required. */
export function WaitlistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const backend = useBackend();
  const [values, setValues] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const name = values.name.trim();
    const email = values.email.trim().toLowerCase();
    if (!name || !email) {
      notify({ type: 'error', title: 'Error', description: 'Please fill in all fields.' });
      return;
    }
    if (notifyIfOffline()) return;
    setSubmitting(true);
    try {
      await backend.visitor.subscribe({ email, name, source: 'book-waitlist' });
      notify({
        type: 'success',
        title: 'Success!',
        description: "Thank you for joining our waitlist. We'll be in touch soon!",
      });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      // What was typed stays in the form so the visitor can simply try again.
      if (notifyIfOffline(error)) return;
      console.error('Book waitlist sign-up failed', error);
      notify({
        type: 'error',
        title: 'Error',
        description: 'Something went wrong. Please try again.',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormDialog
      title="Join the Book Waitlist"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submit={
        <Button
          type="submit"
          colorPalette="orange"
          width="full"
          loading={submitting}
          loadingText="Joining..."
        >
          Join Waitlist
        </Button>
      }
    >
      <Text color="fg.muted">
        Be the first to hear when the EDGE Navigator book is published, with early chapters for
        readers on the list.
      </Text>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
      />
    </FormDialog>
  );
}
