// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoDatabase } from '../../../backend/demo/database.ts';
import {
  createMemoryKeyValueStore,
  OFFLINE_MESSAGE,
  type DemoBackend,
} from '../../../backend/demo/index.ts';
import { createTestBackend, signInDemo } from '../../../backend/demo/testing.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { SCHEDULE_IN_PAST } from '../../../domain/schedule.ts';
import { CmsProviders, toLocalInput } from '../kit/index.ts';
import { NewsletterTab } from './index.ts';

// In the machine's time zone, as the tab writes its days: the same days in every zone.
const NOW = new Date(2026, 10, 1, 10, 15);

async function renderTab(setup?: (db: ReturnType<typeof createDemoDatabase>) => Promise<void>) {
  const storage = createMemoryKeyValueStore();
  if (setup) await setup(createDemoDatabase(storage));
  const network = { online: true };
  const backend = createTestBackend({
    storage,
    connectivity: { isOnline: () => network.online },
    now: () => new Date(),
  });
  await signInDemo(backend, 'admin');
  await act(async () => {
    renderWithApp(
      <CmsProviders>
        <NewsletterTab />
      </CmsProviders>,
      { backend },
    );
  });
  return { backend, network, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** A toast saying `text` (the composer may say it by the field too). */
const toast = (text: string) =>
  screen.findByText(
    text,
    { selector: '[data-scope="toast"]:is([data-part="title"], [data-part="description"])' },
    { timeout: 5000 },
  );
const mails = async (backend: DemoBackend) =>
  ((await backend.demo.dump('mail')) as { kind: string; to: string }[]).filter(
    (mail) => mail.kind === 'newsletter',
  );

beforeEach(() => {
  // The last 30 days are counted from the clock: put it where the seed's content is recent.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  toaster.remove();
});

async function openComposer() {
  const view = await renderTab();
  await view.user.click(await screen.findByRole('button', { name: 'Create Newsletter' }));
  await screen.findByLabelText('Newsletter Title');
  return view;
}

describe('Newsletter', () => {
  it('lists the first 5 pieces of the last 30 days as Recent Content Available', async () => {
    // The seed has 3 pieces in that window: add 4 prompts of this week.
    await renderTab(async (db) => {
      await db.mutate('resources', (prompts) => {
        const template = prompts[0]!;
        for (let i = 1; i <= 4; i += 1) {
          prompts.push({
            ...template,
            id: `fresh-${i}`,
            slug: `fresh-prompt-${i}`,
            title: `Fresh prompt ${i}`,
            status: 'active',
            createdAt: new Date(NOW.getTime() - i * 86400e3),
          });
        }
      });
    });
    const card = within(
      (await screen.findByText('Recent Content Available')).closest('.chakra-card__root')!,
    );
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Fresh prompt 1Oct 31, 2026AI Prompt$/),
      expect.stringMatching(/^Fresh prompt 2/),
      expect.stringMatching(/^Fresh prompt 3/),
      expect.stringMatching(/^Fresh prompt 4/),
      expect.stringMatching(/Essay$/),
    ]);
    expect(screen.getByText('No newsletters sent yet.')).toBeInTheDocument();
  });

  it('says when nothing was published in the last 30 days', async () => {
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    const { user } = await renderTab();
    expect(await screen.findByText('No new content in the last 30 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Newsletter' }));
    expect(screen.getAllByText('No new content in the last 30 days')).toHaveLength(2);
  });

  it('asks for a title first, keeping the selection', async () => {
    const { user } = await openComposer();
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    expect(await toast('Please enter a newsletter title')).toBeInTheDocument();
    expect(screen.getByLabelText('Newsletter Title')).toHaveFocus();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for content when none is selected', async () => {
    const { user } = await openComposer();
    await user.type(screen.getByLabelText('Newsletter Title'), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    expect(await toast('No content selected for the newsletter')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('previews the generated Markdown', async () => {
    const { user } = await openComposer();
    await user.type(screen.getByLabelText('Newsletter Title'), 'Weekly from the EDGE');
    await user.type(screen.getByLabelText('Introduction (optional)'), 'Hello, leaders.');
    const first = screen.getAllByRole('checkbox')[0]!;
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByLabelText('Newsletter preview');
    expect(preview.textContent).toMatch(
      /^# Weekly from the EDGE\n\nHello, leaders\.\n\n## New (Essays|AI Prompts)\n\n### \[.+\]\(http:\/\/localhost:\d*\/.+\)\n\n[\s\S]+---\n\nThank you for reading\. Until next week,\n\nThe EDGE Navigator team\n$/,
    );
  });

  it('sends after the confirmation naming the confirmed subscribers, then clears and closes', async () => {
    const { user, backend } = await openComposer();
    await user.type(screen.getByLabelText('Newsletter Title'), 'Weekly from the EDGE');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await user.click(screen.getAllByRole('checkbox')[1]!);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText(
        'This will send "Weekly from the EDGE" to 2 confirmed subscribers. This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    // Who those are, in words that match the Subscribers tab's Confirmed (3, one on a waiting list).
    expect(
      within(dialog).getByText(
        'Confirmed subscribers of the newsletter receive it; sign-ups for the book, the courses and the card decks are waiting lists and never do.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Now' }));
    expect(await toast('Newsletter Sent!')).toBeInTheDocument();
    expect(screen.getByText('Newsletter sent to 2 confirmed subscribers')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText('Newsletter Title')).not.toBeInTheDocument(),
    );
    expect((await mails(backend)).map((mail) => mail.to).sort()).toEqual([
      'priya.raman@northwind.example',
      'reader@edge-navigator.demo',
    ]);
    const history = (await screen.findByText('Weekly from the EDGE')).closest('tr')!;
    expect(within(history).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(within(history).getAllByText('2')).toHaveLength(2); // recipients, pending
    await user.click(screen.getByRole('button', { name: 'Create Newsletter' }));
    expect(screen.getByLabelText('Newsletter Title')).toHaveValue('');
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('says Send Failed with the reason, keeping the composer', async () => {
    const { user, network } = await openComposer();
    await user.type(screen.getByLabelText('Newsletter Title'), 'Weekly');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText(/confirmed subscribers/);
    network.online = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send Now' }));
    expect(await toast('Send Failed')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Newsletter Title')).toHaveValue('Weekly');
  });

  it("schedules the newsletter for a time in the editor's zone, then unschedules it", async () => {
    const { user, backend } = await openComposer();
    await user.type(screen.getByLabelText('Newsletter Title'), 'Friday Notes');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: 'Schedule...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Newsletter' });
    expect(within(dialog).getByText(/^Your time zone: /)).toBeInTheDocument();
    const when = within(dialog).getByLabelText(/^Send at/);
    fireEvent.change(when, { target: { value: toLocalInput(new Date(NOW.getTime() - 60_000)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText(SCHEDULE_IN_PAST)).toBeInTheDocument();
    fireEvent.change(when, { target: { value: toLocalInput(new Date(2026, 10, 2, 9, 0)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await toast('Newsletter Scheduled')).toBeInTheDocument();
    expect(
      screen.getByText(/^"Friday Notes" goes out Mon, Nov 2, 2026, 9:00 AM/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText('Newsletter Title')).not.toBeInTheDocument(),
    );
    const scheduled = await screen.findByRole('list', { name: 'Scheduled newsletters' });
    expect(within(scheduled).getByText('Friday Notes')).toBeInTheDocument();
    expect(await mails(backend)).toEqual([]);
    await user.click(within(scheduled).getByRole('button', { name: 'Unschedule Friday Notes' }));
    expect(await toast('Newsletter Unscheduled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Scheduled newsletters' })).not.toBeInTheDocument(),
    );
  });

  it('closes the composer on Cancel when nothing was written or chosen', async () => {
    const { user } = await openComposer();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Newsletter Title')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a title',
      (user: UserEvent) => user.type(screen.getByLabelText('Newsletter Title'), 'Weekly'),
    ],
    [
      'an introduction',
      (user: UserEvent) => user.type(screen.getByLabelText('Introduction (optional)'), 'Hello'),
    ],
    ['a selection', (user: UserEvent) => user.click(screen.getAllByRole('checkbox')[0]!)],
  ])('asks before Cancel drops %s, as every editor does', async (_what, write) => {
    const { user } = await openComposer();
    await write(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(ask).toHaveTextContent(
      'Discard this newsletter? Its title, introduction and selection will be lost.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Newsletter Title')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() =>
      expect(screen.queryByLabelText('Newsletter Title')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Create Newsletter' }));
    expect(screen.getByLabelText('Newsletter Title')).toHaveValue('');
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('asks before leaving the page with a newsletter begun', async () => {
    const { user } = await openComposer();
    await user.type(screen.getByLabelText('Newsletter Title'), 'Weekly');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
