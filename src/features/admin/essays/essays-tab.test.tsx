// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDispatches, seedEssays } from '../../../backend/seed/index.ts';
import { BackendError } from '../../../domain/errors.ts';
import { clearToasts, enter, failing, renderAdminTab } from '../../../test/admin.tsx';
import { SCHEDULE_IN_PAST } from '../../../domain/schedule.ts';
import { toLocalInput } from '../kit';
import { EssaysTab } from './essays-tab.tsx';

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

const rows = (name = 'Essays') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const row = (title: string) => screen.getByRole('listitem', { name: title });
const byUpdated = <T extends { updatedAt: Date }>(items: T[]) =>
  [...items].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());

describe('Essays tab', () => {
  it('lists every essay, most recently updated first, each row as specified', async () => {
    await renderAdminTab(<EssaysTab />);
    await screen.findByRole('list', { name: 'Essays' });
    expect(rows()).toEqual(byUpdated(seedEssays).map((e) => e.title));

    const published = seedEssays.find((e) => e.slug === 'the-edge-dilemma')!;
    const item = row(published.title);
    expect(within(item).getByText('Published')).toBeInTheDocument();
    expect(within(item).getByText(`/${published.slug}`)).toBeInTheDocument();
    expect(within(item).getByText(published.excerpt!)).toBeInTheDocument();
    expect(within(item).getByText(/min read$/)).toBeInTheDocument();
    expect(within(item).getByText(/^Updated [A-Z][a-z]{2} \d+, \d{4}$/)).toBeInTheDocument();
    for (const tag of published.tags) expect(within(item).getByText(tag)).toBeInTheDocument();
    const view = within(item).getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', '/essays/the-edge-dilemma');
    expect(view).toHaveAttribute('target', '_blank');

    // The essay with slug prompt-engineering is public at the engineering page.
    const guide = seedEssays.find((e) => e.slug === 'prompt-engineering')!;
    expect(within(row(guide.title)).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/engineering/prompt-engineering',
    );
    const draft = seedEssays.find((e) => e.status === 'draft')!;
    expect(within(row(draft.title)).getByText('Draft')).toBeInTheDocument();
    expect(within(row(draft.title)).queryByRole('link', { name: 'View' })).toBeNull();
    const featured = seedEssays.find((e) => e.featured)!;
    expect(within(row(featured.title)).getByText('Featured')).toBeInTheDocument();
  });

  it('switches to dispatches, which view at /dispatches/{slug}', async () => {
    const { user } = await renderAdminTab(<EssaysTab />);
    await screen.findByRole('list', { name: 'Essays' });
    await user.click(screen.getByRole('radio', { name: 'Dispatches' }));
    await screen.findByRole('list', { name: 'Dispatches' });
    expect(rows('Dispatches')).toEqual(byUpdated(seedDispatches).map((d) => d.title));
    const first = seedDispatches.find((d) => d.status === 'published')!;
    expect(within(row(first.title)).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/dispatches/${first.slug}`,
    );
    expect(screen.getByRole('button', { name: 'New Dispatch' })).toBeInTheDocument();
  });

  it("says 'No essays found. Create your first essay to get started.'", async () => {
    await renderAdminTab(<EssaysTab />, {
      before: async (backend) => {
        const admin = await backend.loadAdmin();
        for (const essay of await admin.essays.list()) await admin.essays.remove(essay.id);
      },
    });
    expect(
      await screen.findByText('No essays found. Create your first essay to get started.'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to fetch essays' and offers to try again", async () => {
    let calls = 0;
    const { user } = await renderAdminTab(<EssaysTab />, {
      before: failing((admin) => {
        const list = admin.essays.list;
        admin.essays.list = () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new BackendError('unavailable', 'Offline')) : list();
        };
      }),
    });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to fetch essays').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Essays' })).toBeInTheDocument();
  });

  it('creates an essay: defaults, slug and reading time as typed, preview, tags', async () => {
    const { user, backend } = await renderAdminTab(<EssaysTab />);
    await user.click(await screen.findByRole('button', { name: 'New Essay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Essay' });
    expect(within(dialog).getByLabelText('Author Name')).toHaveValue('EDGE Navigator');
    expect((within(dialog).getByLabelText('Author Bio') as HTMLTextAreaElement).value).toMatch(
      /^EDGE Navigator helps executives/,
    );
    expect(within(dialog).getByLabelText('Status')).toHaveValue('draft');
    expect(within(dialog).getByLabelText('Reading Time (minutes)')).toHaveValue('5');

    await user.type(within(dialog).getByLabelText(/^Title/), 'AI & the Board: 3 Lessons!');
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('ai-the-board-3-lessons');
    const editor = within(dialog).getByRole('textbox', { name: /^Content/ });
    expect(editor).toHaveAttribute('rows', '15');
    await user.click(editor);
    await user.paste(`# Why now\n\n${'word '.repeat(450)}`);
    expect(within(dialog).getByLabelText('Reading Time (minutes)')).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why now' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await enter(user, /^Tags/, ' board,  governance ,, ai ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Essay' }));

    expect(await screen.findByText('Essay created successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    const stored = (await (await backend.loadAdmin()).essays.list())[0]!;
    expect(stored).toMatchObject({
      title: 'AI & the Board: 3 Lessons!',
      slug: 'ai-the-board-3-lessons',
      status: 'draft',
      publishedAt: null,
      readingTime: 3,
      tags: ['board', 'governance', 'ai'],
      authorName: 'EDGE Navigator',
    });
    await waitFor(() => expect(rows()[0]).toBe('AI & the Board: 3 Lessons!'));
  });

  it("schedules an essay in the editor's time zone, lists it under Scheduled, and unschedules it", async () => {
    const { user, backend } = await renderAdminTab(<EssaysTab />);
    await user.click(await screen.findByRole('button', { name: 'New Essay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Essay' });
    await enter(user, /^Title/, 'Board Briefing at Nine');
    await user.click(within(dialog).getByRole('textbox', { name: /^Content/ }));
    await user.paste('Text');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'scheduled');
    const when = within(dialog).getByLabelText(/^Publish at/);
    expect(within(dialog).getByText(/^Your time zone: .+ \(.+\)$/)).toBeInTheDocument();
    fireEvent.change(when, { target: { value: toLocalInput(new Date(Date.now() - 60_000)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Essay' }));
    expect(await within(dialog).findByText(SCHEDULE_IN_PAST)).toBeInTheDocument();

    const at = new Date(Date.now() + 86_400_000);
    at.setSeconds(0, 0);
    fireEvent.change(when, { target: { value: toLocalInput(at) } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Essay' }));
    expect(await screen.findByText('Essay created successfully')).toBeInTheDocument();
    const stored = (await (await backend.loadAdmin()).essays.list())[0]!;
    expect(stored).toMatchObject({ status: 'scheduled', scheduledAt: at, publishedAt: null });

    const scheduled = await screen.findByRole('list', { name: 'Scheduled essays' });
    expect(within(scheduled).getByText('Board Briefing at Nine')).toBeInTheDocument();
    expect(
      within(scheduled).getByText(/^Goes out \w{3}, \w{3} \d+, \d{4}, .+ \S+$/),
    ).toBeInTheDocument();
    expect(within(row('Board Briefing at Nine')).getByText(/^Scheduled: /)).toBeInTheDocument();
    await user.click(
      within(scheduled).getByRole('button', { name: 'Unschedule Board Briefing at Nine' }),
    );
    expect(
      await screen.findByText('"Board Briefing at Nine" is a draft again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Scheduled essays' })).not.toBeInTheDocument(),
    );
    expect(within(row('Board Briefing at Nine')).getByText('Draft')).toBeInTheDocument();
    expect((await (await backend.loadAdmin()).essays.list())[0]).toMatchObject({
      status: 'draft',
      scheduledAt: null,
    });
  });

  it("says the server's reason when a save fails ('Slug already in use'), keeping the form", async () => {
    const { user } = await renderAdminTab(<EssaysTab />);
    await user.click(await screen.findByRole('button', { name: 'New Essay' }));
    const dialog = await screen.findByRole('dialog');
    await enter(user, /^Title/, 'Another');
    await user.clear(within(dialog).getByLabelText(/^Slug/));
    await enter(user, /^Slug/, 'the-edge-dilemma');
    await user.click(within(dialog).getByRole('textbox', { name: /^Content/ }));
    await user.paste('Text');
    await user.click(within(dialog).getByRole('button', { name: 'Create Essay' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Slug already in use')).toHaveLength(2); // toast and field
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Another');
  });

  it("says 'Failed to save essay' when a save fails without a reason", async () => {
    const { user } = await renderAdminTab(<EssaysTab />, {
      before: failing((admin) => {
        admin.essays.create = () => Promise.reject(new TypeError('x is undefined'));
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'New Essay' }));
    await enter(user, /^Title/, 'Anything');
    await user.click(screen.getByRole('textbox', { name: /^Content/ }));
    await user.paste('Text');
    await user.click(screen.getByRole('button', { name: 'Create Essay' }));
    expect(await screen.findByText('Failed to save essay')).toBeInTheDocument();
  });

  it('edits and publishes an essay: it goes public with a date', async () => {
    const { user, backend } = await renderAdminTab(<EssaysTab />);
    const draft = seedEssays.find((e) => e.status === 'draft')!;
    await screen.findByRole('list', { name: 'Essays' });
    await user.click(within(row(draft.title)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Essay' });
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue(draft.slug);
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'published');
    await user.click(within(dialog).getByRole('button', { name: 'Update Essay' }));
    expect(await screen.findByText('Essay updated successfully')).toBeInTheDocument();
    const live = await backend.content.getEssayBySlug(draft.slug);
    expect(live?.publishedAt).toBeInstanceOf(Date);
    expect(await within(row(draft.title)).findByText('Published')).toBeInTheDocument();
  });

  it("deletes an essay after asking: 'Essay deleted successfully'", async () => {
    const { user } = await renderAdminTab(<EssaysTab />);
    const essay = seedEssays[0]!;
    await screen.findByRole('list', { name: 'Essays' });
    await user.click(within(row(essay.title)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Essay' });
    expect(dialog).toHaveTextContent(`"${essay.title}"? This action cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Essay deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rows()).not.toContain(essay.title));
  });

  it('keeps the list on screen, with no second message, when a delete fails offline', async () => {
    let offline = false;
    const { user } = await renderAdminTab(<EssaysTab />, {
      before: failing((admin) => {
        const offlineError = () => Promise.reject(new BackendError('unavailable', 'Offline'));
        const list = admin.essays.list.bind(admin.essays);
        admin.essays.list = () => (offline ? offlineError() : list());
        admin.essays.remove = offlineError;
      }),
    });
    await screen.findByRole('list', { name: 'Essays' });
    const before = rows();
    offline = true;
    await user.click(within(row(seedEssays[0]!.title)).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete essay')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
    expect(rows()).toEqual(before);
    expect(screen.queryByText('Failed to fetch essays')).toBeNull();
  });

  it("says 'Failed to delete essay' when the delete fails", async () => {
    const { user } = await renderAdminTab(<EssaysTab />, {
      before: failing((admin) => {
        admin.essays.remove = () =>
          Promise.reject(
            new BackendError('permission-denied', 'Missing or insufficient permissions.'),
          );
      }),
    });
    await screen.findByRole('list', { name: 'Essays' });
    await user.click(within(row(seedEssays[0]!.title)).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete essay')).toBeInTheDocument();
  });
});
