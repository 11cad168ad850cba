// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedPrompts } from '../../../backend/seed/index.ts';
import { clearToasts, renderAdminTab } from '../../../test/admin.tsx';
import { PromptsTab } from './prompts-tab.tsx';

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

const NEW_DRAFT = 'edge-cms-draft:prompt:new';
const first = () =>
  [...seedPrompts].sort((a, b) => (a.orderIndex ?? 999999) - (b.orderIndex ?? 999999))[0]!;

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** The tab with a link elsewhere in the app, and where the app is. */
const app = (
  <>
    <PromptsTab />
    <Link to="/elsewhere">Elsewhere</Link>
    <Where />
  </>
);

async function openEdit(user: Awaited<ReturnType<typeof renderAdminTab>>['user'], title: string) {
  const card = await screen.findByRole('listitem', { name: title });
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
}

describe('the prompt form, renaming a prompt', () => {
  it('says before saving that the old address keeps working', async () => {
    const { user } = await renderAdminTab(<PromptsTab />);
    const prompt = seedPrompts.find((p) => p.slug === 'build-an-ai-chief-of-staff')!;
    await openEdit(user, prompt.title);
    expect(screen.queryByText(/keeps working/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), ' Today');
    expect(
      await screen.findByText(
        'Saving moves it to /prompts/detail/build-an-ai-chief-of-staff-today. Its old address, /prompts/detail/build-an-ai-chief-of-staff, keeps working: readers and shared links are sent on to the new one.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the prompt form keeps every edit', () => {
  it('keeps typing on the device and offers it back after a reload', async () => {
    const { user } = await renderAdminTab(<PromptsTab />);
    await user.click(await screen.findByRole('button', { name: 'New Prompt' }));
    await user.type(screen.getByLabelText(/^Title/), 'Half-written prompt');
    // Kept within 2 s of the last keystroke.
    await waitFor(() => expect(localStorage.getItem(NEW_DRAFT)).toContain('Half-written prompt'), {
      timeout: 2000,
    });
    cleanup(); // the tab is gone: a reload, a crash, a closed tab

    const again = await renderAdminTab(<PromptsTab />);
    await again.user.click(await screen.findByRole('button', { name: 'New Prompt' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    const offer = screen.getByRole('group', { name: 'Unsaved changes' });
    expect(offer).toHaveTextContent(
      /^Restore unsaved changes from [A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2} [AP]M\?/,
    );
    await again.user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Half-written prompt');
    expect(screen.queryByRole('group', { name: 'Unsaved changes' })).toBeNull();
  });

  it('forgets a draft the editor discards', async () => {
    localStorage.setItem(
      NEW_DRAFT,
      JSON.stringify({
        savedAt: new Date().toISOString(),
        baseVersion: null,
        values: { title: 'Old idea' },
      }),
    );
    const { user } = await renderAdminTab(<PromptsTab />);
    await user.click(await screen.findByRole('button', { name: 'New Prompt' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('asks before Cancel throws changes away', async () => {
    const { user } = await renderAdminTab(<PromptsTab />);
    await user.click(await screen.findByRole('button', { name: 'New Prompt' }));
    await user.type(screen.getByLabelText(/^Title/), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Discard your unsaved changes to this prompt?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Keep me');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByLabelText(/^Title/)).toBeNull());
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user } = await renderAdminTab(app);
    await user.click(await screen.findByRole('button', { name: 'New Prompt' }));
    await user.type(screen.getByLabelText(/^Title/), 'Unsaved');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/admin');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/elsewhere'),
    );
  });

  it("stops a save over someone else's, keeps the text, and loads theirs on request", async () => {
    const { user, backend } = await renderAdminTab(<PromptsTab />);
    const prompt = first();
    await openEdit(user, prompt.title);
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'My title');
    // Another editor saves the same prompt meanwhile.
    const other = await backend.loadAdmin();
    await other.prompts.update(prompt.id, { ...prompt, title: 'Their title' }, prompt.version);

    await user.click(screen.getByRole('button', { name: 'Update Prompt' }));
    expect(await screen.findByText('Failed to update prompt')).toBeInTheDocument();
    const said = 'Someone else saved this since you opened it. Nothing was overwritten.';
    expect(screen.getByText(`Failed to update resource: ${said}`)).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: '' });
    expect(alert).toHaveTextContent(said);
    expect((await other.prompts.list()).find((p) => p.id === prompt.id)?.title).toBe('Their title');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(alert).getByRole('button', { name: 'Copy my text' }));
    expect(writeText.mock.calls[0]?.[0]).toContain('Title: My title');
    expect(await screen.findByText('Your text was copied to the clipboard')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Their title'));
    expect(screen.queryByText(said, { exact: false, selector: '[role=alert] *' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Prompt' }));
    expect(await screen.findByText('Prompt updated successfully')).toBeInTheDocument();
  });
});
