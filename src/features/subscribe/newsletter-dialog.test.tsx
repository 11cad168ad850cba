// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_FORM_MESSAGE } from '../../ui/offline-form.tsx';
import { BackendError } from '../../domain/errors.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { NewsletterDialog } from './newsletter-dialog.tsx';

beforeEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

function setup(onClose = vi.fn()) {
  const view = renderWithApp(<NewsletterDialog open onClose={onClose} />);
  const user = userEvent.setup();
  const fill = async (first: string, surname: string, email: string) => {
    if (first) await user.type(screen.getByLabelText(/First name/), first);
    if (surname) await user.type(screen.getByLabelText(/Surname/), surname);
    if (email) await user.type(screen.getByLabelText(/Email/), email);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { ...view, user, fill, submit, onClose };
}

describe('NewsletterDialog', () => {
  it('asks for every field: Error / Please fill in all fields.', async () => {
    const { fill, submit, backend } = setup();
    const subscribe = vi.spyOn(backend.visitor, 'subscribe');
    await fill('Ada', '   ', 'ada@example.com');
    await submit();
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('answers a mistyped e-mail with the invalid-address message, not a failure', async () => {
    const { fill, submit, backend, onClose } = setup();
    const subscribe = vi.spyOn(backend.visitor, 'subscribe');
    await fill('Ada', 'Lovelace', 'not-an-email');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Failed to subscribe. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(subscribe).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the same when the server refuses the address (its rule is stricter than the form's)", async () => {
    const { fill, submit, backend, onClose } = setup();
    vi.spyOn(backend.visitor, 'subscribe').mockRejectedValue(
      new BackendError('invalid-argument', 'Invalid email address', {
        email: 'Invalid email address',
      }),
    );
    await fill('Ada', 'Lovelace', 'ada@example.c0m');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Failed to subscribe. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.c0m');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('subscribes with the joined name and lower-cased e-mail, then thanks and closes', async () => {
    const { fill, submit, backend, onClose } = setup();
    const subscribe = vi.spyOn(backend.visitor, 'subscribe');
    await fill(' Ada ', 'Lovelace', '  Ada@Example.com ');
    await submit();
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thank you for subscribing to our newsletter. You'll receive weekly insights on navigating tech-driven change.",
      ),
    ).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      source: 'newsletter',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps what was typed when the subscription fails', async () => {
    const { fill, submit, backend, onClose } = setup();
    vi.spyOn(backend.visitor, 'subscribe').mockRejectedValue(new BackendError('internal', 'boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fill('Ada', 'Lovelace', 'ada@example.com');
    await submit();
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offline: says the form needs a connection, keeps what was typed and stays open', async () => {
    const { fill, submit, backend, onClose } = setup();
    const subscribe = vi.spyOn(backend.visitor, 'subscribe');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await fill('Ada', 'Lovelace', 'ada@example.com');
    expect(
      screen.getByText(
        "You're offline: you can fill this in now and send it once you're back online.",
      ),
    ).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(OFFLINE_FORM_MESSAGE)).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(onClose).not.toHaveBeenCalled();
    offline.mockRestore();
  });

  it("shows 'Subscribing...' while the request is in flight", async () => {
    const { fill, submit, backend } = setup();
    let release!: () => void;
    vi.spyOn(backend.visitor, 'subscribe').mockReturnValue(
      new Promise((resolve) => {
        release = () => resolve();
      }),
    );
    await fill('Ada', 'Lovelace', 'ada@example.com');
    await submit();
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByText('Subscribing...')).not.toBeInTheDocument());
  });
});
