import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { signInFormSchema } from '../../domain/form-schemas.ts';
import { MIN_PASSWORD_LENGTH } from '../../domain/password-strength.ts';
import { EmailInput, FormAlert, SubmitButton, TextInput } from '../../ui/form';
import { useAuthForm, type AuthFields } from './use-auth-form.ts';

const RESET_SENT = 'If an account exists for that email, a password reset link is on its way.';
const RESET_NEEDS_EMAIL = 'Enter your email address to reset your password.';

/** The Sign In tab: e-mail and password, and "Forgot password?". */
export function SignInForm(props: {
  values: AuthFields;
  setValues: Dispatch<SetStateAction<AuthFields>>;
  /** Called as a sign-in starts (the page then follows the session to where the visitor was). */
  onSignIn: () => void;
}) {
  const backend = useBackend();
  const { form, notice, run, submit } = useAuthForm(signInFormSchema, ['email', 'password'], props);
  const [resetting, setResetting] = useState(false);
  const signingIn = form.formState.isSubmitting;

  const signIn = submit(async ({ email, password }) => {
    props.onSignIn();
    await run(async () => {
      await backend.auth.signIn(email.trim(), password);
      return null; // the page redirects as soon as the session arrives
    });
  });

  async function resetPassword() {
    const email = form.getValues('email').trim();
    form.clearErrors();
    if (!email) {
      form.setError('email', { message: RESET_NEEDS_EMAIL }, { shouldFocus: true });
      return;
    }
    setResetting(true);
    // The reset has no fields of its own: any refusal is the form's notice.
    await run(async () => {
      await backend.auth.sendPasswordReset(email);
      return { status: 'success', text: RESET_SENT };
    }, []);
    setResetting(false);
  }

  return (
    <chakra.form onSubmit={(event) => void signIn(event)} noValidate>
      <Text color="fg.muted" mb="4">
        Welcome back. Sign in to your account.
      </Text>
      <FormAlert notice={notice} mb="4" />
      <Stack gap="4">
        <EmailInput form={form} />
        <TextInput
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
        />
        <SubmitButton
          busy={signingIn}
          busyLabel="Signing in..."
          width="full"
          disabled={signingIn || resetting}
        >
          Sign In
        </SubmitButton>
        <Button
          type="button"
          variant="plain"
          size="sm"
          alignSelf="center"
          textDecoration="underline"
          onClick={() => void resetPassword()}
          loading={resetting}
          loadingText="Sending reset link..."
          disabled={signingIn || resetting}
        >
          Forgot password?
        </Button>
      </Stack>
    </chakra.form>
  );
}
