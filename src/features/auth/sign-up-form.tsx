import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import {
  MIN_PASSWORD_LENGTH,
  WEAK_PASSWORD_MESSAGE,
  passwordStrength,
} from '../../domain/password-strength.ts';
import { NoticeAlert } from '../../ui/notice-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PasswordMeter } from './password-meter.tsx';
import { requiredErrors, useAuthForm, type AuthFields } from './use-auth-form.ts';

const SIGN_UP_DONE = 'Check your email for the confirmation link!';

/** The Sign Up tab: name, e-mail, password with its live strength meter. */
export function SignUpForm(props: {
  values: AuthFields;
  setValues: Dispatch<SetStateAction<AuthFields>>;
  /** Called as a sign-up starts: the new account is signed in, but the visitor stays here. */
  onSignUp: () => void;
  /** Where "Continue" goes once the account exists. */
  continueTo: string;
}) {
  const { values, setValues } = props;
  const backend = useBackend();
  const form = useAuthForm<'sign-up'>(setValues);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (form.reject(element, requiredErrors(values, ['name', 'email', 'password']))) return;
    if (!passwordStrength(values.password).valid) {
      form.setNotice({ status: 'error', text: WEAK_PASSWORD_MESSAGE });
      const password = element.elements.namedItem('password');
      if (password instanceof HTMLElement) password.focus();
      return;
    }
    props.onSignUp();
    await form.run('sign-up', async () => {
      await backend.auth.signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      setValues((v) => ({ ...v, password: '' }));
      return { status: 'success', text: SIGN_UP_DONE };
    });
  }

  const done = form.notice?.status === 'success';
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Text color="fg.muted" mb="4">
        Create an account to unlock premium features.
      </Text>
      <NoticeAlert notice={form.notice} mb="4">
        {done && (
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <RouterLink to={props.continueTo} replace>
              Continue
            </RouterLink>
          </Button>
        )}
      </NoticeAlert>
      <Stack gap="4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={form.errors.name}
          onChange={form.edit('name')}
        />
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
        <Stack gap="2">
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            value={values.password}
            error={form.errors.password}
            onChange={form.edit('password')}
          />
          <PasswordMeter password={values.password} />
        </Stack>
        <Button
          type="submit"
          colorPalette="orange"
          width="full"
          loading={form.busy === 'sign-up'}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
      </Stack>
    </chakra.form>
  );
}
