// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_FORM_MESSAGE } from '../../ui/offline-form.tsx';
import { BackendError } from '../../domain/errors.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { EmailSignupForm } from './email-signup-form.tsx';

function setup() {
  const view = renderWithApp(
    <EmailSignupForm
      source="card-decks-early-access"
      labelContext="for the test list"
      submitLabel="Join"
      submitContext="the test list"
      busyLabel="Joining..."
      success={{ title: 'Joined!' }}
      failure="Could not join."
      hint="No spam."
    />,
  );
  const user = userEvent.setup();
  const input = () => screen.getByRole('textbox', { name: 'Email for the test list' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Join the test list' }));
  const subscribe = vi.spyOn(view.backend.visitor, 'subscribe');
  return { ...view, user, input, submit, subscribe };
}

beforeEach(() => {
  vi.restoreAllMocks();
  // The toast queue outlives a test's render.
  toaster.remove();
});

describe('EmailSignupForm', () => {
  it('labels an e-mail input for autofill, with the hint under it', () => {
    const { input } = setup();
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByText('No spam.')).toBeInTheDocument();
  });

  it('sends the trimmed, lower-cased e-mail with no name, and clears the field', async () => {
    const { user, input, submit, subscribe } = setup();
    await user.type(input(), '  Ada@Example.COM ');
    await submit();
    expect(await screen.findByText('Joined!')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      email: 'ada@example.com',
      name: null,
      source: 'card-decks-early-access',
    });
    expect(input()).toHaveValue('');
  });

  it('refuses a blank e-mail without calling the backend, and focuses the field', async () => {
    const { user, input, submit, subscribe } = setup();
    await user.type(input(), '   ');
    await submit();
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.type(input(), 'a');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an e-mail without an @ or a domain and keeps what was typed', async () => {
    const { user, input, submit, subscribe } = setup();
    await user.type(input(), 'ada.example.com');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(input()).toHaveValue('ada.example.com');
  });

  it("shows the server's e-mail refusal as an invalid address", async () => {
    const { user, input, submit, subscribe } = setup();
    subscribe.mockRejectedValue(
      new BackendError('invalid-argument', 'Invalid email address', {
        email: 'Invalid email address',
      }),
    );
    await user.type(input(), 'ada@example..com');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Could not join.')).not.toBeInTheDocument();
    expect(input()).toHaveValue('ada@example..com');
  });

  it('shows the failure message under the title Error and keeps the e-mail', async () => {
    const { user, input, submit, subscribe } = setup();
    subscribe.mockRejectedValue(new BackendError('internal', 'boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(input(), 'ada@example.com');
    await submit();
    expect(await screen.findByText('Could not join.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(input()).toHaveValue('ada@example.com');
  });

  it('says the form needs a connection while offline, sends nothing and keeps the e-mail', async () => {
    const { user, input, submit, subscribe } = setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(input(), 'ada@example.com');
    await submit();
    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_FORM_MESSAGE)).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(input()).toHaveValue('ada@example.com');
  });

  it('says so when the connection drops during the send, keeping the e-mail', async () => {
    const { user, input, submit, subscribe } = setup();
    subscribe.mockRejectedValue(new BackendError('unavailable', 'offline'));
    await user.type(input(), 'ada@example.com');
    await submit();
    expect(await screen.findByText(OFFLINE_FORM_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Could not join.')).not.toBeInTheDocument();
    expect(input()).toHaveValue('ada@example.com');
  });

  it('disables the button with its busy label while the request is in flight', async () => {
    const { user, input, submit, subscribe } = setup();
    let release!: () => void;
    subscribe.mockReturnValue(
      new Promise((resolve) => {
        release = () => resolve();
      }),
    );
    await user.type(input(), 'ada@example.com');
    await submit();
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Join/ })).toBeEnabled());
    expect(screen.queryByText('Joining...')).not.toBeInTheDocument();
  });
});
