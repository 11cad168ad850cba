import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import type { Dispatch, SetStateAction } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { signUpFormSchema } from '../../domain/form-schemas.ts';
import {
  MIN_PASSWORD_LENGTH,
  WEAK_PASSWORD_MESSAGE,
  passwordStrength,
} from '../../domain/password-strength.ts';
import { EmailInput, FormAlert, SubmitButton, TextInput } from '../../ui/form';
import { PasswordMeter } from './password-meter.tsx';
import { useAuthForm, type AuthFields } from './use-auth-form.ts';

const SIGN_UP_DONE = 'Check your email for the confirmation link!';
/**
 * The address has an account already (perhaps one someone else opened with it): a reset link
 * went to it, and choosing a password through it signs every other session out.
 */
export const SIGN_UP_EXISTING =
  'An account with this email already exists. Check your email for a link to choose a new password, then sign in.';

/** The Sign Up tab: name, e-mail, password with its live strength meter. */
export function SignUpForm(props: {
  values: AuthFields;
  setValues: Dispatch<SetStateAction<AuthFields>>;
  /** Called as a sign-up starts: the new account is signed in, but the visitor stays here. */
  onSignUp: () => void;
  /** Where "Continue" goes once the account exists. */
  continueTo: string;
}) {
  const backend = useBackend();
  const { form, notice, setNotice, run, submit } = useAuthForm(
    signUpFormSchema,
    ['name', 'email', 'password'],
    props,
  );

  const signUp = submit(async ({ name, email, password }) => {
    if (!passwordStrength(password).valid) {
      setNotice({ status: 'error', text: WEAK_PASSWORD_MESSAGE });
      form.setFocus('password');
      return;
    }
    props.onSignUp();
    await run(async () => {
      const result = await backend.auth.signUp({
        name: name.trim(),
        email: email.trim(),
        password,
      });
      form.setValue('password', '');
      return result.status === 'created'
        ? { status: 'success', text: SIGN_UP_DONE }
        : { status: 'info', text: SIGN_UP_EXISTING };
    });
  });

  const done = notice?.status === 'success';
  return (
    <chakra.form onSubmit={(event) => void signUp(event)} noValidate>
      <Text color="fg.muted" mb="4">
        Create an account to unlock premium features.
      </Text>
      <FormAlert notice={notice} mb="4">
        {done && (
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <RouterLink to={props.continueTo} replace>
              Continue
            </RouterLink>
          </Button>
        )}
      </FormAlert>
      <Stack gap="4">
        <TextInput form={form} name="name" label="Name" autoComplete="name" required />
        <EmailInput form={form} />
        <Stack gap="2">
          <TextInput
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
          />
          <PasswordMeter password={form.watch('password')} />
        </Stack>
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel="Creating account..."
          width="full"
        >
          Create Account
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}
