// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDemoDatabase } from '../../../backend/demo/database.ts';
import { createMemoryKeyValueStore, type DemoBackend } from '../../../backend/demo/index.ts';
import { createTestBackend, signInDemo } from '../../../backend/demo/testing.ts';
import { seedSubscribers } from '../../../backend/seed/index.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CmsProviders } from '../kit/index.ts';
import { AnalyticsTab } from './index.ts';

const VIEW = { pageTitle: 'A page', referrer: null, userAgent: 'test', sessionId: 's' };

async function renderTab(
  options: {
    online?: boolean;
    /** Runs once the admin is signed in: records events through the backend. */
    setup?: (backend: DemoBackend) => Promise<void>;
    /** Changes the stored data directly first. */
    data?: (db: ReturnType<typeof createDemoDatabase>) => Promise<void>;
  } = {},
) {
  const storage = createMemoryKeyValueStore();
  const network = { online: true };
  const backend = createTestBackend({ storage, connectivity: { isOnline: () => network.online } });
  // The seed's month of traffic set aside: these tests count what they record.
  const db = createDemoDatabase(storage);
  await db.mutate('analytics_daily', (days) => void days.splice(0));
  await db.mutate('analytics_totals', (totals) => void totals.splice(0));
  if (options.data) await options.data(db);
  await signInDemo(backend, 'admin');
  await options.setup?.(backend);
  network.online = options.online ?? true;
  await act(async () => {
    renderWithApp(
      <CmsProviders>
        <AnalyticsTab />
      </CmsProviders>,
      { backend },
    );
  });
  return { backend, user: userEvent.setup() };
}

/** The Top Pages table's rows, each as its text (page, then views). */
async function topPages(): Promise<(string | null)[]> {
  const table = await screen.findByRole('table', { name: 'Top pages by views, the last 30 days' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

const card = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!);

describe('Analytics', () => {
  it('shows the headline cards and the events just recorded, sub-tab by sub-tab', async () => {
    const { user } = await renderTab({
      setup: async (backend) => {
        await backend.visitor.recordPageView({ ...VIEW, pagePath: '/' });
        await backend.visitor.recordPageView({ ...VIEW, pagePath: '/essays/the-edge-dilemma' });
        await backend.visitor.recordPageView({ ...VIEW, pagePath: '/essays/the-edge-dilemma' });
        await backend.visitor.recordShare({ platform: 'copy-link', pagePath: '/' });
      },
    });
    await screen.findByText('Total Page Views');
    expect(card('Total Page Views').getByText('3')).toBeInTheDocument();
    expect(card('Social Shares').getByText('1')).toBeInTheDocument();
    expect(card('Total Subscribers').getByText(String(seedSubscribers.length))).toBeInTheDocument();
    expect(card('Total Subscribers').getByText(/^\+\d+ in the last 7 days$/)).toBeInTheDocument();
    expect(card('Published Content').getByText(/^\d+ articles, \d+ essays$/)).toBeInTheDocument();

    const traffic = screen.getByRole('table', { name: 'Page views per day, the last 10 days' });
    const days = within(traffic).getAllByRole('row').slice(1);
    expect(days).toHaveLength(10);
    expect(days.at(-1)).toHaveAccessibleName('Nov 1 3');

    await user.click(screen.getByRole('tab', { name: 'Top Pages' }));
    expect(await topPages()).toEqual(['/essays/the-edge-dilemma2', 'Home1']);

    await user.click(screen.getByRole('tab', { name: 'Social Shares' }));
    const shares = await screen.findByRole('table', {
      name: 'Shares by platform, the last 30 days',
    });
    expect(within(shares).getByRole('row', { name: 'copy link 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Subscribers' }));
    const sources = await screen.findByRole('table', { name: 'Subscribers by source' });
    const newsletter = seedSubscribers.filter((row) => row.source === 'newsletter').length;
    expect(
      within(sources).getByRole('row', { name: `newsletter ${newsletter}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Sign-ups per day, the last 10 days' }),
    ).toBeInTheDocument();
  });

  it('counts paths that are none of the site pages as Other pages, and says how current it is', async () => {
    const { user } = await renderTab({
      setup: async (backend) => {
        for (let i = 0; i < 3; i += 1) {
          await backend.visitor.recordPageView({ ...VIEW, pagePath: `/${'x'.repeat(190)}${i}` });
        }
        await backend.visitor.recordPageView({ ...VIEW, pagePath: '/essays/no-such-essay' });
        await backend.visitor.recordPageView({ ...VIEW, pagePath: '/essays/the-edge-dilemma' });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Top Pages' }));
    expect(await topPages()).toEqual(['Other pages4', '/essays/the-edge-dilemma1']);
    expect(
      screen.getByText(/brought up to date every minute \(last at Nov 1, 2026, \d/),
    ).toBeInTheDocument();
  });

  it('says so in a breakdown that has nothing yet', async () => {
    const { user } = await renderTab();
    await user.click(await screen.findByRole('tab', { name: 'Social Shares' }));
    expect(await screen.findByText('No analytics data available')).toBeInTheDocument();
  });

  it("says 'No analytics data available' when there is nothing at all", async () => {
    await renderTab({
      data: async (db) => {
        for (const name of [
          'subscribers',
          'essays',
          'articles',
          'analytics_daily',
          'analytics_totals',
        ] as const) {
          await db.mutate(name, (docs) => void docs.splice(0));
        }
      },
    });
    expect(await screen.findByText('No analytics data available')).toBeInTheDocument();
    expect(screen.queryByText('Total Page Views')).not.toBeInTheDocument();
  });

  it("says 'Failed to load analytics data' when the read fails", async () => {
    await renderTab({ online: false });
    expect(await screen.findByText('Failed to load analytics data')).toBeInTheDocument();
  });
});
