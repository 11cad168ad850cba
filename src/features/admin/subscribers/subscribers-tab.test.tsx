// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoDatabase } from '../../../backend/demo/database.ts';
import { createMemoryKeyValueStore, OFFLINE_MESSAGE } from '../../../backend/demo/index.ts';
import { createTestBackend } from '../../../backend/demo/testing.ts';
import { DEMO_ACCOUNTS } from '../../../backend/seed/index.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { CmsProviders } from '../kit/index.ts';
import { SubscribersTab } from './index.ts';

/** The admin's tab on a demo backend whose network can be cut. */
async function renderTab(setup?: (db: ReturnType<typeof createDemoDatabase>) => Promise<void>) {
  const storage = createMemoryKeyValueStore();
  if (setup) await setup(createDemoDatabase(storage));
  const network = { online: true };
  const backend = createTestBackend({ storage, connectivity: { isOnline: () => network.online } });
  const { email, password } = DEMO_ACCOUNTS.admin;
  await backend.auth.signIn(email, password);
  // Awaited act: the tab suspends on the admin surface (React's use()), and React retries a
  // suspended render in a test only inside an awaited act scope.
  await act(async () => {
    renderWithApp(
      <CmsProviders>
        <SubscribersTab />
      </CmsProviders>,
      { backend },
    );
  });
  return { backend, network, user: userEvent.setup() };
}

/** A Blob's bytes as text, a byte order mark kept as U+FEFF (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const toast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  // One toaster for the page: a toast would outlive its test.
  toaster.remove();
});

const card = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!);

describe('Subscribers: Overview', () => {
  it('shows the four cards from the seed, and the bounced addresses beside them', async () => {
    await renderTab();
    expect(await screen.findByText('Total Subscribers')).toBeInTheDocument();
    expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(screen.getByText(/% of total$/)).toBeInTheDocument();
    expect(screen.getByText(/^\+\d+ this week$/)).toBeInTheDocument();
    expect(screen.getByText('This Month')).toBeInTheDocument();
    // The seed's one bounced address: counted in the total, not as confirmed or pending.
    expect(card('Bounced').getByText('1')).toBeInTheDocument();
    expect(card('Bounced').getByText('Undeliverable: left out of sends')).toBeInTheDocument();
    expect(card('Total Subscribers').getByText('9')).toBeInTheDocument();
  });

  it('shows no Bounced card while no mail bounced', async () => {
    await renderTab(async (db) => {
      await db.mutate('subscribers', (rows) => {
        for (const row of rows) if (row.status === 'bounced') row.status = 'confirmed';
      });
    });
    expect(await screen.findByText('Total Subscribers')).toBeInTheDocument();
    expect(screen.queryByText('Bounced')).not.toBeInTheDocument();
  });

  it('exports all subscribers as a quoted CSV and says how many', async () => {
    const { user } = await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Export All Subscribers' }));
    expect(await toast('Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Exported 9 subscribers successfully')).toBeInTheDocument();
    const text = await textOf(blobs[0]!);
    expect(
      text.startsWith('\uFEFF"Email","Name","Status","Source","Created At","Confirmed At"\r\n'),
    ).toBe(true);
    expect(text.split('\r\n')).toHaveLength(10);
    expect(text).toContain('"sam.okafor@fabrikam.example","Sam Okafor","bounced","newsletter"');
  });

  it('exports the confirmed only', async () => {
    const { user } = await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Export Confirmed Only' }));
    expect(await toast('Export Complete')).toBeInTheDocument();
    const lines = (await textOf(blobs[0]!)).split('\r\n').slice(1);
    expect(lines.every((line) => line.includes('"confirmed"'))).toBe(true);
  });

  it('says Export Failed with the reason', async () => {
    const { user, network } = await renderTab();
    const button = await screen.findByRole('button', { name: 'Export All Subscribers' });
    network.online = false;
    await user.click(button);
    expect(await toast('Export Failed')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
  });
});

describe('Subscribers: Manage', () => {
  async function openManage() {
    const view = await renderTab();
    await view.user.click(await screen.findByRole('tab', { name: 'Manage Subscribers' }));
    await screen.findByRole('table');
    return view;
  }

  it('searches by e-mail or name, without regard to case, and filters by status', async () => {
    const { user } = await openManage();
    const search = screen.getByPlaceholderText('Search by email or name...');
    await user.type(search, 'PRIYA');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('priya.raman@northwind.example')).toBeInTheDocument();
    await user.clear(search);
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'pending');
    await waitFor(() => {
      const statuses = screen.getAllByLabelText(/^Status of /) as HTMLSelectElement[];
      expect(statuses.map((select) => select.value)).toEqual(Array(4).fill('pending'));
    });
  });

  it('shows a bounced address as such, finds it by its status, and lets an admin set it back', async () => {
    const { user, backend } = await openManage();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'bounced');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const row = screen.getByText('sam.okafor@fabrikam.example').closest('tr')!;
    expect(within(row).getByText('Bounced', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).getByText('Hard bounce, Oct 2, 2026')).toBeInTheDocument();
    const select = within(row).getByLabelText(
      'Status of sam.okafor@fabrikam.example',
    ) as HTMLSelectElement;
    expect(select.value).toBe('bounced');
    // Only a bounce sets Bounced: the admin sees it, and cannot choose it.
    expect(within(select).getByRole('option', { name: 'Bounced' })).toBeDisabled();
    await user.selectOptions(select, 'confirmed');
    expect(await toast('Subscriber updated successfully')).toBeInTheDocument();
    const rows = (await backend.demo.dump('subscribers')) as { email: string; status: string }[];
    expect(rows.find((r) => r.email === 'sam.okafor@fabrikam.example')?.status).toBe('confirmed');
  });

  it('marks an address bounced when the provider reports it, as the webhook does', async () => {
    const { user, backend } = await openManage();
    expect(await backend.demo.reportBounce('priya.raman@northwind.example', 'complaint')).toBe(1);
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'bounced');
    const row = (await screen.findByText('priya.raman@northwind.example')).closest('tr')!;
    expect(within(row).getByText(/^Marked as spam, /)).toBeInTheDocument();
  });

  it("shows '-' for a missing name and 'Direct' for a missing source", async () => {
    await renderTab(async (db) => {
      await db.mutate('subscribers', (rows) => {
        rows.splice(0, rows.length, {
          id: 'x',
          email: 'anon@example.com',
          name: null,
          source: '' as never,
          status: 'pending',
          // The admin's own day, in any time zone.
          createdAt: new Date(2026, 9, 30, 9, 0),
          confirmedAt: null,
          unsubscribedAt: null,
        });
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Manage Subscribers' }));
    const row = (await screen.findByText('anon@example.com')).closest('tr')!;
    expect(within(row).getByText('-')).toBeInTheDocument();
    expect(within(row).getByText('Direct')).toBeInTheDocument();
    expect(within(row).getByText('Oct 30, 2026')).toBeInTheDocument();
  });

  it('changes a status, stamping it, and says so', async () => {
    const { user, backend } = await openManage();
    await user.selectOptions(
      screen.getByLabelText('Status of jordan.lee@contoso.example'),
      'confirmed',
    );
    expect(await toast('Subscriber updated successfully')).toBeInTheDocument();
    const rows = (await backend.demo.dump('subscribers')) as {
      email: string;
      status: string;
      confirmedAt: Date;
    }[];
    expect(rows.find((row) => row.email === 'jordan.lee@contoso.example')).toMatchObject({
      status: 'confirmed',
      confirmedAt: new Date('2026-11-01T10:15:00.000Z'),
    });
  });

  it('says why a status change failed', async () => {
    const { user, network } = await openManage();
    network.online = false;
    await user.selectOptions(
      screen.getByLabelText('Status of jordan.lee@contoso.example'),
      'confirmed',
    );
    expect(await toast(`Failed to update subscriber: ${OFFLINE_MESSAGE}`)).toBeInTheDocument();
  });

  it('deletes after the confirmation, and says so', async () => {
    const { user, backend } = await openManage();
    await user.click(screen.getByRole('button', { name: 'Delete jordan.lee@contoso.example' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete jordan.lee@contoso.example? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Subscriber deleted successfully')).toBeInTheDocument();
    const rows = (await backend.demo.dump('subscribers')) as { email: string }[];
    expect(rows.map((row) => row.email)).not.toContain('jordan.lee@contoso.example');
  });

  it('keeps the row and says why a delete failed; Cancel deletes nothing', async () => {
    const { user, network, backend } = await openManage();
    await user.click(screen.getByRole('button', { name: 'Delete jordan.lee@contoso.example' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    network.online = false;
    await user.click(screen.getByRole('button', { name: 'Delete jordan.lee@contoso.example' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await toast(`Failed to delete subscriber: ${OFFLINE_MESSAGE}`)).toBeInTheDocument();
    network.online = true;
    expect(await backend.demo.dump('subscribers')).toHaveLength(9);
  });

  it('pages through many subscribers', async () => {
    await renderTab(async (db) => {
      await db.mutate('subscribers', (rows) => {
        for (let i = 0; i < 52; i += 1) {
          rows.push({
            id: `bulk-${i}`,
            email: `bulk${String(i).padStart(2, '0')}@example.com`,
            name: null,
            source: 'newsletter',
            status: 'pending',
            createdAt: new Date(Date.UTC(2026, 9, 1, 0, i)),
            confirmedAt: null,
            unsubscribedAt: null,
          });
        }
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Manage Subscribers' }));
    expect(await screen.findByText('Showing 1–25 of 61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–50 of 61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–61 of 61')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 26–50 of 61')).toBeInTheDocument();
  });
});

describe('Subscribers: Analytics', () => {
  it('says the dashboard is coming', async () => {
    const { user } = await renderTab();
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('Analytics dashboard coming soon')).toBeInTheDocument();
  });
});
