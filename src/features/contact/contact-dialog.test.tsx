// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors.ts';
import { replaceText } from '../../test/paste.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ContactDialog } from './contact-dialog.tsx';

const VALID = { name: "Ada O'Neil-Lovelace", email: 'ada@example.com', message: 'Hello there.' };

function setup() {
  const onClose = vi.fn();
  const view = renderWithApp(<ContactDialog open onClose={onClose} />);
  const user = userEvent.setup();
  const type = (label: RegExp, text: string) =>
    replaceText(user, screen.getByRole('textbox', { name: label }), text);
  const fillValid = async () => {
    await type(/^Name/, VALID.name);
    await type(/^Email/, VALID.email);
    await type(/^Message/, VALID.message);
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { ...view, user, type, fillValid, send, onClose };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('ContactDialog', () => {
  it('shows each field rule and clears a field error as soon as that field is edited', async () => {
    const { type, send } = setup();
    await send();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await type(/^Name/, 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it.each([
    [/^Name/, 'R2-D2', 'Name contains invalid characters'],
    [/^Name/, 'a'.repeat(101), 'Name must be less than 100 characters'],
    [/^Company/, 'c'.repeat(101), 'Company name must be less than 100 characters'],
    [/^Message/, 'm'.repeat(1001), 'Message must be less than 1000 characters'],
    [/^Email/, `${'e'.repeat(250)}@x.com`, 'Email must be less than 255 characters'],
  ])('refuses %s = … with "%s"', async (label, text, message) => {
    const { fillValid, send, user } = setup();
    await fillValid();
    await replaceText(user, screen.getByRole('textbox', { name: label }), text);
    await send();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('sends, thanks the visitor and closes', async () => {
    const { fillValid, send, backend, onClose } = setup();
    const submit = vi.spyOn(backend.visitor, 'submitContact');
    await fillValid();
    await send();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for your message. We'll get back to you soon."),
    ).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ ...VALID, company: '' });
    expect(onClose).toHaveBeenCalled();
  });

  it('stops the fourth send in one page session: Rate limit exceeded', async () => {
    const { fillValid, send, backend } = setup();
    const submit = vi.spyOn(backend.visitor, 'submitContact');
    for (let i = 0; i < 3; i++) {
      await fillValid();
      await send();
    }
    expect(submit).toHaveBeenCalledTimes(3);
    await fillValid();
    await send();
    expect(await screen.findByText('Rate limit exceeded')).toBeInTheDocument();
    expect(screen.getByText('Please wait before submitting another form.')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(3);
  });

  it.each([
    [
      new BackendError('resource-exhausted', 'Rate limit exceeded. Please try again in an hour.'),
      ['Too many submissions', 'Please wait an hour before submitting again.'],
    ],
    [
      new BackendError('internal', 'boom'),
      ['Error sending message', 'There was a problem sending your message. Please try again.'],
    ],
    [new Error('boom'), ['An unexpected error occurred. Please try again.']],
  ])('explains a failed send (%s) and keeps the message', async (error, texts) => {
    const { fillValid, send, backend, onClose } = setup();
    vi.spyOn(backend.visitor, 'submitContact').mockRejectedValue(error);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillValid();
    await send();
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(VALID.message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's invalid-email answer under the e-mail field", async () => {
    const { fillValid, send, backend } = setup();
    vi.spyOn(backend.visitor, 'submitContact').mockRejectedValue(
      new BackendError('invalid-argument', 'Invalid email address', {
        email: 'Invalid email address',
      }),
    );
    await fillValid();
    await send();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
