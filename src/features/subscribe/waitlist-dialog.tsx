import { Text } from '@chakra-ui/react';
import { waitlistFormSchema } from '../../domain/form-schemas.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { EmailInput, SubmitButton, TextInput } from '../../ui/form';
import { useSubscribeForm } from './use-subscribe-form.ts';

const EMPTY = { name: '', email: '' };

/** The book waitlist dialog (About section): name and e-mail, both required. */
export function WaitlistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, onSubmit, busy } = useSubscribeForm(waitlistFormSchema, EMPTY, {
    toInput: ({ name, email }) => ({
      email: email.trim().toLowerCase(),
      name: name.trim(),
      source: 'book-waitlist',
    }),
    success: {
      title: 'Success!',
      description: "Thank you for joining our waitlist. We'll be in touch soon!",
    },
    failure: 'Something went wrong. Please try again.',
    label: 'Book waitlist sign-up',
    onDone: onClose,
  });

  return (
    <FormDialog
      title="Join the Book Waitlist"
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submit={
        <SubmitButton busy={busy} busyLabel="Joining..." width="full">
          Join Waitlist
        </SubmitButton>
      }
    >
      <Text color="fg.muted">
        Be the first to hear when the EDGE Navigator book is published, with early chapters for
        readers on the list.
      </Text>
      <TextInput form={form} name="name" label="Name" autoComplete="name" required hideError />
      <EmailInput form={form} hideError />
    </FormDialog>
  );
}
