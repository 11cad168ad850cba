import { Button, Flex, Stack, Text, VisuallyHidden, chakra, useRecipe } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { looksLikeEmail } from '../../domain/email-shape.ts';
import { isBackendError } from '../../domain/errors.ts';
import type { SubscriberSource } from '../../domain/types.ts';
import { notify } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';

// The server's stricter rule still applies, and its refusal gets the same message.
const INVALID_EMAIL = 'Please enter a valid email address.';

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
  const backend = useBackend();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // The input recipe on a plain input: Chakra's Field/Input pull Ark UI's field machinery
  // (about 7 KB gzip) into the home page's first load for what a label and an input do.
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md', variant: 'outline' });

  const refuse = (title: string, description: string) => {
    setInvalid(true);
    notify({ type: 'error', title, description });
    input.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const normalised = email.trim().toLowerCase();
    if (!normalised) return refuse('Email required', 'Please enter your email address.');
    if (!looksLikeEmail(normalised)) return refuse('Error', INVALID_EMAIL);
    if (notifyIfOffline()) return;
    setSubmitting(true);
    try {
      await backend.visitor.subscribe({ email: normalised, name: null, source: props.source });
      notify({ type: 'success', ...props.success });
      setEmail('');
    } catch (error) {
      // What was typed stays in the field so the visitor can simply try again.
      if (notifyIfOffline(error)) return;
      if (isBackendError(error, 'invalid-argument') && error.fields.email) {
        refuse('Error', INVALID_EMAIL);
      } else {
        console.error(`Sign-up (${props.source}) failed`, error);
        notify({ type: 'error', title: 'Error', description: props.failure });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <chakra.form display="flex" flexDirection="column" gap="2" onSubmit={submit} noValidate>
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
        <Stack gap="1.5" flex="1">
          <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">
            Email <VisuallyHidden>{props.labelContext}</VisuallyHidden>
          </chakra.label>
          <chakra.input
            ref={input}
            id={id}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            aria-invalid={invalid || undefined}
            css={inputStyles}
            bg="white"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setInvalid(false);
            }}
          />
        </Stack>
        <Button
          type="submit"
          colorPalette="orange"
          loading={submitting}
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
