// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestBackend, signInDemo } from '../../../backend/demo/testing.ts';
import type { DEMO_ACCOUNTS } from '../../../backend/seed/index.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CmsProviders } from '../kit/index.ts';
import { SecurityTab } from './index.ts';

const CONTACT = { name: 'Dana Smith', email: 'dana@example.com', message: 'Hello there' };

async function renderTab(account: keyof typeof DEMO_ACCOUNTS = 'admin') {
  const network = { online: true };
  const backend = createTestBackend({ connectivity: { isOnline: () => network.online } });
  await signInDemo(backend, account);
  await act(async () => {
    renderWithApp(
      <CmsProviders>
        <SecurityTab />
      </CmsProviders>,
      { backend },
    );
  });
  return { backend, network, user: userEvent.setup() };
}

/** The number on a counter card. */
const counter = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByText(/^\d+$/).textContent;

describe('Contact Security Monitor', () => {
  it('says nothing was recorded yet, and lists the security features', async () => {
    await renderTab();
    expect(
      await screen.findByText(
        'No security events recorded yet. The system is monitoring all contact-related activities.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Rate limiting: the contact form allows 5 submissions per IP address per hour',
      ),
    ).toBeInTheDocument();
    for (const label of ['Total Submissions', 'Admin Views', 'Rate Limited', 'Unique IPs']) {
      expect(counter(label)).toBe('0');
    }
  });

  it('shows six contact sends after Refresh: five submissions and one rate limited', async () => {
    const { backend, user } = await renderTab();
    await screen.findByText(/No security events recorded yet/);
    for (let i = 0; i < 6; i += 1) await backend.visitor.submitContact(CONTACT).catch(() => {});
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Form Submissions');
    expect(counter('Total Submissions')).toBe('5');
    expect(counter('Rate Limited')).toBe('1');
    expect(counter('Unique IPs')).toBe('1');
    expect(counter('Admin Views')).toBe('0');
    const activity = within(screen.getByText('Recent Activity').closest('.chakra-card__root')!);
    const rows = activity.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Form SubmissionsNov 1, 20265 events · 1 unique IP',
      'Rate LimitedNov 1, 20261 event · 1 unique IP',
    ]);
  });

  it('says admin privileges are required when the server refuses', async () => {
    await renderTab('reader');
    expect(
      await screen.findByText(
        'Access Error - Unable to fetch security data. Admin privileges required.',
      ),
    ).toBeInTheDocument();
  });

  it('says the data failed to load otherwise', async () => {
    const { network, user } = await renderTab();
    await screen.findByText(/No security events recorded yet/);
    network.online = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load security monitoring data.')).toBeInTheDocument();
  });
});
