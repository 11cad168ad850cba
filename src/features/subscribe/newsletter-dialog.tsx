import { Text } from '@chakra-ui/react';
import { newsletterFormSchema } from '../../domain/form-schemas.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { SubmitButton, TextInput } from '../../ui/form';
import { useSubscribeForm } from './use-subscribe-form.ts';

const EMPTY = { firstName: '', surname: '', email: '' };

/** The newsletter subscribe dialog (header Sign Up, hero button): first name, surname, e-mail. */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, onSubmit, busy } = useSubscribeForm(newsletterFormSchema, EMPTY, {
    toInput: ({ firstName, surname, email }) => ({
      email: email.trim().toLowerCase(),
      name: `${firstName.trim()} ${surname.trim()}`,
      source: 'newsletter',
    }),
    success: {
      title: 'Successfully subscribed!',
      description:
        "Thank you for subscribing to our newsletter. You'll receive weekly insights on navigating tech-driven change.",
    },
    failure: 'Failed to subscribe. Please try again.',
    label: 'Newsletter subscription',
    onDone: onClose,
  });

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextInput
      form={form}
      name={name}
      label={label}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      required
      // The spec answers a missing field or a mistyped address with one toast, not a message
      // under each field.
      hideError
    />
  );

  return (
    <FormDialog
      title="Subscribe to the EDGE Newsletter"
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submit={
        <SubmitButton busy={busy} busyLabel="Subscribing..." width="full">
          Subscribe
        </SubmitButton>
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
