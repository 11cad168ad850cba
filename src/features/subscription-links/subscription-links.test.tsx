// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from '../../backend/demo/index.ts';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { demoLinkSigner } from '../../backend/demo/audience-stores.ts';
import { LINK_EXPIRED, LINK_INVALID, signLinkToken } from '../../domain/subscription-tokens.ts';
import { renderWithApp } from '../../test/render.tsx';
import { LazyConfirmSubscriptionPage, LazyUnsubscribePage } from './index.ts';

const SIGNED_UP = new Date('2026-11-01T10:15:00.000Z');

/** A visitor subscribes; resolves with the backend's storage and the link in the e-mail. */
async function subscribed() {
  const storage = createMemoryKeyValueStore();
  const backend = createTestBackend({ storage, now: () => SIGNED_UP });
  await backend.visitor.subscribe({ email: 'new@example.com', source: 'newsletter' });
  const [mail] = (await backend.demo.dump('mail')) as { message: { text: string } }[];
  const link = /(\/confirm-subscription\?token=\S+)/.exec(mail!.message.text)![1]!;
  return { storage, link };
}

function renderAt(path: string, backend = createTestBackend()) {
  renderWithApp(
    <Routes>
      <Route path="/confirm-subscription" element={<LazyConfirmSubscriptionPage />} />
      <Route path="/unsubscribe/one-click?" element={<LazyUnsubscribePage />} />
      <Route path="/subscription-success" element={<h1>Welcome to EDGE Navigator!</h1>} />
    </Routes>,
    { backend, path },
  );
  return { backend, user: userEvent.setup() };
}

const status = async (backend: ReturnType<typeof createTestBackend>) =>
  ((await backend.demo.dump('subscribers')) as { email: string; status: string }[]).find(
    (row) => row.email === 'new@example.com',
  )?.status;

describe('the confirmation link', () => {
  it('confirms the subscription and lands on /subscription-success', async () => {
    const { storage, link } = await subscribed();
    const { backend } = renderAt(link, createTestBackend({ storage }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome to EDGE Navigator!' }),
    ).toBeVisible();
    expect(await status(backend)).toBe('confirmed');
  });

  it('refuses an altered link, saying so', async () => {
    const { storage, link } = await subscribed();
    const altered = link.slice(0, -1) + (link.endsWith('0') ? '1' : '0');
    const { backend } = renderAt(altered, createTestBackend({ storage }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    expect(screen.getByText(LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
      'href',
      '/#newsletter',
    );
    expect(await status(backend)).toBe('pending');
  });

  it('refuses a link older than 7 days, saying so', async () => {
    const { storage, link } = await subscribed();
    const later = new Date(SIGNED_UP.getTime() + 8 * 86400e3);
    renderAt(link, createTestBackend({ storage, now: () => later }));
    expect(
      await screen.findByRole('heading', { name: 'This link can no longer be used' }),
    ).toBeVisible();
    expect(screen.getByText(LINK_EXPIRED)).toBeInTheDocument();
  });
});

describe('the unsubscribe link', () => {
  /** A confirmed subscriber and the unsubscribe token a newsletter would carry for them. */
  async function confirmedWithToken() {
    const { storage, link } = await subscribed();
    const backend = createTestBackend({ storage });
    await backend.visitor.confirmSubscription(decodeURIComponent(link.split('token=')[1]!));
    const rows = (await backend.demo.dump('subscribers')) as { id: string; email: string }[];
    const id = rows.find((row) => row.email === 'new@example.com')!.id;
    return { backend, token: await signLinkToken(demoLinkSigner, 'unsubscribe', id, SIGNED_UP) };
  }

  it('changes nothing until the button is pressed, then unsubscribes', async () => {
    const { backend, token } = await confirmedWithToken();
    const { user } = renderAt(`/unsubscribe?token=${encodeURIComponent(token)}`, backend);
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from EDGE Navigator' }),
    ).toBeVisible();
    expect(await status(backend)).toBe('confirmed');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You have been unsubscribed' }),
    ).toBeVisible();
    expect(await status(backend)).toBe('unsubscribed');
  });

  it('shows the same page where a mail app sends a browser (/unsubscribe/one-click)', async () => {
    renderAt('/unsubscribe/one-click?token=v1.u.x.1.0.nope');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });
});
