import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import type { Dispatch, FormEvent, MouseEvent, SetStateAction } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { MIN_PASSWORD_LENGTH } from '../../domain/password-strength.ts';
import { NoticeAlert } from '../../ui/notice-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { requiredErrors, useAuthForm, type AuthFields } from './use-auth-form.ts';

const RESET_SENT = 'If an account exists for that email, a password reset link is on its way.';
const RESET_NEEDS_EMAIL = 'Enter your email address to reset your password.';

/** The Sign In tab: e-mail and password, and "Forgot password?". */
export function SignInForm(props: {
  values: AuthFields;
  setValues: Dispatch<SetStateAction<AuthFields>>;
  /** Called as a sign-in starts (the page then follows the session to where the visitor was). */
  onSignIn: () => void;
}) {
  const { values } = props;
  const backend = useBackend();
  const form = useAuthForm<'sign-in' | 'reset'>(props.setValues);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.reject(event.currentTarget, requiredErrors(values, ['email', 'password']))) return;
    props.onSignIn();
    await form.run('sign-in', async () => {
      await backend.auth.signIn(values.email.trim(), values.password);
      return null; // the page redirects as soon as the session arrives
    });
  }

  async function resetPassword(event: MouseEvent<HTMLButtonElement>) {
    const email = values.email.trim();
    if (form.reject(event.currentTarget.form, email ? {} : { email: RESET_NEEDS_EMAIL })) return;
    await form.run('reset', async () => {
      await backend.auth.sendPasswordReset(email);
      return { status: 'success', text: RESET_SENT };
    });
  }

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Text color="fg.muted" mb="4">
        Welcome back. Sign in to your account.
      </Text>
      <NoticeAlert notice={form.notice} mb="4" />
      <Stack gap="4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={form.errors.email}
          onChange={form.edit('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          value={values.password}
          error={form.errors.password}
          onChange={form.edit('password')}
        />
        <Button
          type="submit"
          colorPalette="orange"
          width="full"
          loading={form.busy === 'sign-in'}
          loadingText="Signing in..."
          disabled={form.busy !== null}
        >
          Sign In
        </Button>
        <Button
          type="button"
          variant="plain"
          size="sm"
          alignSelf="center"
          textDecoration="underline"
          onClick={resetPassword}
          loading={form.busy === 'reset'}
          loadingText="Sending reset link..."
          disabled={form.busy !== null}
        >
          Forgot password?
        </Button>
      </Stack>
    </chakra.form>
  );
}
