// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { BackendError } from '../../domain/errors.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { DispatchesSection } from './dispatches-section.tsx';

function setup() {
  const view = renderWithApp(<DispatchesSection />);
  const user = userEvent.setup();
  const subscribe = vi.spyOn(view.backend.visitor, 'subscribe');
  const input = () => screen.getByRole('textbox', { name: 'Email for the weekly newsletter' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { ...view, user, subscribe, input, submit };
}

beforeEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('DispatchesSection', () => {
  it('lists the dispatches under its heading', async () => {
    setup();
    expect(screen.getByRole('region', { name: 'Dispatches from the EDGE' })).toHaveAttribute(
      'id',
      'newsletter',
    );
    expect(screen.getByRole('status', { name: 'Loading dispatches' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(
      await screen.findByRole('link', { name: /Dispatch #38: The Two-Hour Rule/ }),
    ).toHaveAttribute('href', '/dispatches/dispatch-38-the-two-hour-rule');
  });

  it("reads only the newsletter's issues, six at a time, with More dispatches past them", async () => {
    const backend = createTestBackend();
    const seeded = await backend.content.listDispatches();
    const issues = Array.from({ length: 7 }, (_, n) => ({
      ...seeded[0]!,
      id: `dispatch-${60 - n}`,
      slug: `dispatch-${60 - n}`,
      title: `Dispatch #${60 - n}`,
      publishedAt: new Date(Date.UTC(2026, 9, 30 - n)),
    }));
    const list = vi
      .spyOn(backend.content, 'listDispatches')
      .mockResolvedValueOnce(issues)
      .mockResolvedValueOnce(issues.slice(6));
    renderWithApp(<DispatchesSection />, { backend });
    const more = await screen.findByRole('button', { name: 'More dispatches' });
    expect(list).toHaveBeenCalledExactlyOnceWith({ tag: 'dispatch', limit: 7, after: undefined });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await userEvent.setup().click(more);
    expect(await screen.findByRole('link', { name: /Dispatch #54/ })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({
      tag: 'dispatch',
      limit: 7,
      after: { at: issues[5]!.publishedAt, id: 'dispatch-55' },
    });
    expect(screen.queryByRole('button', { name: 'More dispatches' })).not.toBeInTheDocument();
  });

  it("says 'No dispatches available yet.' when there are none", async () => {
    const backend = createTestBackend();
    vi.spyOn(backend.content, 'listDispatches').mockResolvedValue([]);
    renderWithApp(<DispatchesSection />, { backend });
    expect(await screen.findByText('No dispatches available yet.')).toBeInTheDocument();
  });

  it('subscribes the e-mail to newsletter-dispatches, thanks the visitor and clears the field', async () => {
    const { user, subscribe, input, submit } = setup();
    await user.type(input(), ' Grace@Example.com ');
    await submit();
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      email: 'grace@example.com',
      name: null,
      source: 'newsletter-dispatches',
    });
    expect(input()).toHaveValue('');
  });

  it('asks for an e-mail: Email required / Please enter your email address.', async () => {
    const { subscribe, submit } = setup();
    await submit();
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('keeps the e-mail when the subscription fails', async () => {
    const { user, subscribe, input, submit } = setup();
    subscribe.mockRejectedValue(new BackendError('internal', 'boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(input(), 'grace@example.com');
    await submit();
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(input()).toHaveValue('grace@example.com');
  });
});
