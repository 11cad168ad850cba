// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../backend/demo/index.ts';
import { DEMO_ACCOUNTS } from '../../backend/seed/index.ts';
import { PROFILE_NAME_TOO_LONG } from '../../domain/entities/visitor.ts';
import { BackendError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import { SIGN_UP_EXISTING } from './sign-up-form.tsx';
import { fill, openSignUp, panel, renderAuth } from './testing.tsx';

const { reader } = DEMO_ACCOUNTS;

describe('AuthPage: Sign Up', () => {
  it('says which fields are missing', async () => {
    const { user, backend } = await renderAuth();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    await openSignUp(user);
    await fill(user, 'Name', '   ');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(panel().getByLabelText(/^Name/)).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('updates the strength meter live as the password is typed', async () => {
    const { user } = await renderAuth();
    await openSignUp(user);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const password = panel().getByLabelText(/^Password/);

    await user.type(password, 'abc');
    const meter = screen.getByRole('progressbar', { name: 'Strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(meter).toHaveAttribute('aria-valuenow', '25');
    const live = screen.getByText('Password strength: Weak').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    const hints = within(live as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(hints).toEqual([
      'Password must be at least 8 characters long',
      'Add uppercase letters',
      'Add numbers',
      'Add special characters (!@#$%^&*)',
    ]);

    await user.type(password, 'DEF12');
    expect(screen.getByText('Password strength: Good')).toBeInTheDocument();
    expect(meter).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('listitem')).toHaveTextContent('Add special characters (!@#$%^&*)');

    await user.type(password, '!');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    await user.clear(password);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Password strength:/)).not.toBeInTheDocument();
  });

  it('blocks a password that does not meet the rules, without calling the backend', async () => {
    const { user, backend } = await renderAuth();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    await openSignUp(user);
    await fill(user, 'Name', 'Casey Chen');
    await fill(user, 'Email', 'casey@example.com');
    await fill(user, 'Password', 'lowercase!only1');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password does not meet security requirements',
    );
    expect(panel().getByLabelText(/^Password/)).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates the account, says to check the e-mail and stays on the page', async () => {
    const { user, backend } = await renderAuth({ from: '/essays/the-edge-dilemma' });
    const signUp = vi.spyOn(backend.auth, 'signUp');
    await openSignUp(user);
    await fill(user, 'Name', ' Casey Chen ');
    await fill(user, 'Email', 'Casey@Example.com');
    await fill(user, 'Password', 'Secret#2026');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your email for the confirmation link!')).toBeVisible();
    expect(signUp).toHaveBeenCalledWith({
      name: 'Casey Chen',
      email: 'Casey@Example.com',
      password: 'Secret#2026',
    });
    expect(panel().getByLabelText(/^Password/)).toHaveValue('');
    expect(panel().getByLabelText(/^Name/)).toHaveValue(' Casey Chen ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Signed in (unverified), yet still here until the visitor moves on.
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([['verify-email', 'casey@example.com']]);

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/essays/the-edge-dilemma');
  });

  it('answers a taken address with a reset link to it, signing nobody in', async () => {
    const { user, backend } = await renderAuth();
    await openSignUp(user);
    await fill(user, 'Name', 'Riley');
    await fill(user, 'Email', reader.email);
    await fill(user, 'Password', 'Another#2026');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    const notice = await screen.findByText(SIGN_UP_EXISTING);
    expect(notice.closest('[data-status]')).toHaveAttribute('data-status', 'info');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    expect(panel().getByLabelText(/^Password/)).toHaveValue('');
    expect(panel().getByLabelText(/^Email/)).toHaveValue(reader.email);
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([['password-reset', reader.email]]);
  });

  it("shows the backend's message when the account cannot be created, keeping the input", async () => {
    const { user, backend } = await renderAuth();
    vi.spyOn(backend.auth, 'signUp').mockRejectedValue(
      new BackendError(
        'resource-exhausted',
        'Too many attempts. Please wait a moment and try again.',
      ),
    );
    await openSignUp(user);
    await fill(user, 'Name', 'Riley');
    await fill(user, 'Email', 'riley@example.com');
    await fill(user, 'Password', 'Another#2026');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(alert).toHaveAttribute('data-status', 'error');
    expect(panel().getByLabelText(/^Password/)).toHaveValue('Another#2026');
    expect(panel().getByLabelText(/^Name/)).toHaveValue('Riley');
  });

  it('disables Create Account with a spinner while the account is created', async () => {
    const { user, backend } = await renderAuth();
    vi.spyOn(backend.auth, 'signUp').mockReturnValue(new Promise(() => {}));
    await openSignUp(user);
    await fill(user, 'Name', 'Casey');
    await fill(user, 'Email', 'casey@example.com');
    await fill(user, 'Password', 'Secret#2026');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(panel().getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it(`limits the name to ${LIMITS.profile.name} characters, the profile's limit, and says so`, async () => {
    const { user, backend } = await renderAuth();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    await openSignUp(user);
    const name = panel().getByLabelText(/^Name/);
    await user.click(name);
    await user.paste('n'.repeat(LIMITS.profile.name + 1));
    await fill(user, 'Email', 'casey@example.com');
    await fill(user, 'Password', 'Secret#2026');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(PROFILE_NAME_TOO_LONG)).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveValue('n'.repeat(LIMITS.profile.name + 1));
    expect(signUp).not.toHaveBeenCalled();

    await user.type(name, '{Backspace}');
    expect(screen.queryByText(PROFILE_NAME_TOO_LONG)).not.toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your email for the confirmation link!')).toBeVisible();
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'n'.repeat(LIMITS.profile.name) }),
    );
  });

  it("shows the server's refusal of a field under that field", async () => {
    const { user, backend } = await renderAuth();
    vi.spyOn(backend.auth, 'signUp').mockRejectedValue(
      new BackendError('invalid-argument', PROFILE_NAME_TOO_LONG, { name: PROFILE_NAME_TOO_LONG }),
    );
    await openSignUp(user);
    await fill(user, 'Name', 'Casey');
    await fill(user, 'Email', 'casey@example.com');
    await fill(user, 'Password', 'Secret#2026');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(PROFILE_NAME_TOO_LONG)).toBeInTheDocument();
    expect(panel().getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
