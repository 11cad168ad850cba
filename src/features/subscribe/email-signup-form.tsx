import { Button, Flex, Stack, Text, VisuallyHidden, chakra, useRecipe } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import type { SubscriberSource } from '../../domain/types.ts';
import { notify } from '../../ui/notify.ts';
import { notifyIfOffline } from '../../ui/offline-form.tsx';
import { inputRecipe } from '#chakra-theme/recipes/input';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';

// The input's recipe comes with the forms that draw one.
addSiteRecipes({ recipes: { input: inputRecipe } });

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

/**
 * An e-mail-only sign-up (newsletter section, courses, card decks): no name is sent. One field,
 * kept by hand rather than by the form kit: it is on the home page's first load, and its submit
 * (the schema, the backend call, the toasts: email-signup-send.ts) is fetched on first use.
 */
export function EmailSignupForm(props: EmailSignupFormProps) {
  const id = useId();
  // The input recipe on a plain input: Chakra's Field/Input pull Ark UI's field machinery
  // (about 7 KB gzip) into the home page's first load for what a label and an input do.
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md', variant: 'outline' });
  const backend = useBackend();
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(field: HTMLInputElement) {
    setBusy(true);
    try {
      const { sendEmailSignup } = await import('./email-signup-send.ts');
      const outcome = await sendEmailSignup(backend, field.value, props);
      if (outcome === 'sent') field.value = '';
      if (outcome === 'refused') {
        setInvalid(true);
        field.focus();
      }
    } catch (error) {
      // Its code could not be fetched (offline, or gone since a deploy): what was typed stays.
      if (!notifyIfOffline(error)) {
        console.error(`Sign-up (${props.source}) failed`, error);
        notify({ type: 'error', title: 'Error', description: props.failure });
      }
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && input.current) void submit(input.current);
  };

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
            name="email"
            ref={input}
            onChange={() => setInvalid(false)}
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
