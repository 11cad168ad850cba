import { Button, Flex, Stack, Text, VisuallyHidden, chakra, useRecipe } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { EMAIL_INVALID, EMAIL_REQUIRED, emailSignupFormSchema } from '../../domain/form-schemas.ts';
import type { SubscriberSource } from '../../domain/types.ts';
import { fieldProps } from '../../ui/form';
import { notify } from '../../ui/notify.ts';
import { useSubscribeForm } from './use-subscribe-form.ts';

const EMPTY = { email: '' };
// The toast's title for each of the form's own messages. The server's stricter rule still
// applies, and its refusal gets the invalid-address message.
const TITLES: Record<string, string> = { [EMAIL_REQUIRED]: 'Email required' };

export interface EmailSignupFormProps {
  /** The subscriber list the e-mail joins. */
  source: SubscriberSource;
  /** Read after the visible 'Email' label by screen readers, e.g. 'for AI EDGE updates'. */
  labelContext: string;
  submitLabel: string;
  /** Read after the button's label by screen readers, when several forms share that label. */
  submitContext?: string;
  /** The button's label while the request is in flight. */
  busyLabel: string;
  /** The toast on success: the title, and a description where the form has one. */
  success: { title: string; description?: string };
  /** The toast description on failure (its title is 'Error'). */
  failure: string;
  /** A line under the form (frequency, privacy...). */
  hint?: ReactNode;
}

/** An e-mail-only sign-up (newsletter section, courses, card decks): no name is sent. */
export function EmailSignupForm(props: EmailSignupFormProps) {
  const id = useId();
  // The input recipe on a plain input: Chakra's Field/Input pull Ark UI's field machinery
  // (about 7 KB gzip) into the home page's first load for what a label and an input do.
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md', variant: 'outline' });
  const { form, onSubmit, busy } = useSubscribeForm(emailSignupFormSchema, EMPTY, {
    toInput: ({ email }) => ({
      email: email.trim().toLowerCase(),
      name: null,
      source: props.source,
    }),
    success: props.success,
    failure: props.failure,
    label: `Sign-up (${props.source})`,
    // The form answers in a toast; the field is marked invalid and focused.
    onInvalid: (errors) => {
      const message = errors.email?.message ?? EMAIL_INVALID;
      notify({ type: 'error', title: TITLES[message] ?? 'Error', description: message });
    },
    onEmailRefused: () => {
      form.setError('email', { message: EMAIL_INVALID }, { shouldFocus: true });
      notify({ type: 'error', title: 'Error', description: EMAIL_INVALID });
    },
  });
  const invalid = Boolean(form.formState.errors.email);

  return (
    <chakra.form display="flex" flexDirection="column" gap="2" onSubmit={onSubmit} noValidate>
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
        <Stack gap="1.5" flex="1">
          <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">
            Email <VisuallyHidden>{props.labelContext}</VisuallyHidden>
          </chakra.label>
          <chakra.input
            id={id}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            aria-invalid={invalid || undefined}
            css={inputStyles}
            bg="bg.panel"
            {...fieldProps(form, 'email')}
          />
        </Stack>
        <Button
          type="submit"
          colorPalette="orange"
          loading={busy}
          loadingText={props.busyLabel}
          flexShrink={0}
        >
          {props.submitLabel}{' '}
          {props.submitContext && <VisuallyHidden>{props.submitContext}</VisuallyHidden>}
        </Button>
      </Flex>
      {props.hint && (
        <Text fontSize="sm" color="fg.muted">
          {props.hint}
        </Text>
      )}
    </chakra.form>
  );
}
