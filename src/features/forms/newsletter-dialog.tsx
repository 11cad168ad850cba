import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { notify } from '../../ui/notify.ts';

const EMPTY = { firstName: '', surname: '', email: '' };

/** The newsletter subscribe dialog (header Sign Up, hero button): first name, surname, e-mail. */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const backend = useBackend();
  const [values, setValues] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const firstName = values.firstName.trim();
    const surname = values.surname.trim();
    const email = values.email.trim().toLowerCase();
    if (!firstName || !surname || !email) {
      notify({ type: 'error', title: 'Error', description: 'Please fill in all fields.' });
      return;
    }
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

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* The dialog is the content element; the form inside it only groups the fields. */}
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>Subscribe to the EDGE Newsletter</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    Weekly dispatches for leaders navigating tech-driven change. Join 1,000+ leaders
                    navigating tech-driven change.
                  </Text>
                  <Field.Root required>
                    <Field.Label>First name</Field.Label>
                    <Input
                      name="firstName"
                      autoComplete="given-name"
                      value={values.firstName}
                      onChange={set('firstName')}
                    />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Surname</Field.Label>
                    <Input
                      name="surname"
                      autoComplete="family-name"
                      value={values.surname}
                      onChange={set('surname')}
                    />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Email</Field.Label>
                    <Input
                      name="email"
                      type="email"
                      autoComplete="email"
                      value={values.email}
                      onChange={set('email')}
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" colorPalette="orange" disabled={submitting} width="full">
                  {submitting ? 'Subscribing...' : 'Subscribe'}
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
