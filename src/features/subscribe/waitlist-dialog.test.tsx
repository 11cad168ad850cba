// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { WaitlistDialog } from './waitlist-dialog.tsx';

function setup() {
  const onClose = vi.fn();
  const view = renderWithApp(<WaitlistDialog open onClose={onClose} />);
  const user = userEvent.setup();
  const subscribe = vi.spyOn(view.backend.visitor, 'subscribe');
  const name = () => screen.getByRole('textbox', { name: /^Name/ });
  const email = () => screen.getByRole('textbox', { name: /^Email/ });
  const fill = async (n: string, e: string) => {
    if (n) await user.type(name(), n);
    if (e) await user.type(email(), e);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
  return { ...view, user, subscribe, name, email, fill, submit, onClose };
}

beforeEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('WaitlistDialog', () => {
  it('is a labelled dialog with a name and an e-mail field', () => {
    const { email } = setup();
    expect(screen.getByRole('dialog', { name: 'Join the Book Waitlist' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
  });

  it.each([
    ['a blank name', '   ', 'ada@example.com'],
    ['a blank e-mail', 'Ada', '  '],
  ])('refuses %s: Error / Please fill in all fields.', async (_case, n, e) => {
    const { fill, submit, subscribe, onClose } = setup();
    await fill(n, e);
    await submit();
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('answers a mistyped e-mail with the invalid-address message, before and after a send', async () => {
    const { fill, submit, subscribe, onClose, email, user } = setup();
    await fill('Ada', 'ada.example.com');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(subscribe).not.toHaveBeenCalled();
    toaster.remove();
    subscribe.mockRejectedValue(
      new BackendError('invalid-argument', 'Invalid email address', {
        email: 'Invalid email address',
      }),
    );
    await user.clear(email());
    await user.type(email(), 'ada@example.c0m');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('joins book-waitlist with the name, thanks the visitor, clears the form and closes', async () => {
    const { fill, submit, subscribe, onClose, name, email } = setup();
    await fill(' Ada Lovelace ', ' Ada@Example.com ');
    await submit();
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for joining our waitlist. We'll be in touch soon!"),
    ).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      source: 'book-waitlist',
    });
    expect(onClose).toHaveBeenCalled();
    expect(name()).toHaveValue('');
    expect(email()).toHaveValue('');
  });

  it('keeps what was typed when joining fails', async () => {
    const { fill, submit, subscribe, onClose, name, email } = setup();
    subscribe.mockRejectedValue(new BackendError('internal', 'boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fill('Ada', 'ada@example.com');
    await submit();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(name()).toHaveValue('Ada');
    expect(email()).toHaveValue('ada@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("disables the button with 'Joining...' while the request is in flight", async () => {
    const { fill, submit, subscribe } = setup();
    let release!: () => void;
    subscribe.mockReturnValue(
      new Promise((resolve) => {
        release = () => resolve();
      }),
    );
    await fill('Ada', 'ada@example.com');
    await submit();
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByText('Joining...')).not.toBeInTheDocument());
  });
});
