// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedPrompts } from '../../../backend/seed/index.ts';
import { BackendError } from '../../../domain/errors.ts';
import { clearToasts, enter, failing, renderAdminTab, type User } from '../../../test/admin.tsx';
import { PromptsTab } from './prompts-tab.tsx';

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

/** The prompt cards, top to bottom, by title. */
const titles = () =>
  within(screen.getByRole('list', { name: 'Prompts' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const card = (title: string) => screen.getByRole('listitem', { name: title });

async function fillNewPrompt(user: User, title: string) {
  await user.click(await screen.findByRole('button', { name: 'New Prompt' }));
  await enter(user, /^Title/, title);
  await enter(user, /^Description/, 'Three questions before any board.');
  await enter(user, /^About this prompt/, 'What it does.');
  await enter(user, /^How to use/, 'Paste the agenda.');
  await enter(user, /^Prompt content/, 'You are my board advisor.');
}

describe('AI Prompts tab', () => {
  it("shows 'Loading prompts...', then the library in order with its header", async () => {
    // A backend that takes its time, as a remote one does.
    await renderAdminTab(<PromptsTab />, { options: { latencyMs: 300 } });
    expect(await screen.findByText('Loading prompts...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Prompt Library' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage your curated AI prompts and categorize them for EDGE sections'),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Prompts' });
    expect(titles()).toHaveLength(seedPrompts.length);
    const [first, last] = [titles()[0]!, titles().at(-1)!];
    expect(within(card(first)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(card(first)).getByRole('button', { name: 'Move down' })).toBeEnabled();
    expect(within(card(last)).getByRole('button', { name: 'Move down' })).toBeDisabled();
  });

  it('says so when the library is empty', async () => {
    await renderAdminTab(<PromptsTab />, {
      before: async (backend) => {
        const admin = await backend.loadAdmin();
        for (const prompt of await admin.prompts.list()) await admin.prompts.remove(prompt.id);
      },
    });
    expect(
      await screen.findByText('No prompts yet. Create your first prompt to get started.'),
    ).toBeInTheDocument();
  });

  it('creates a prompt from the form: required fields, rows, categories, featured', async () => {
    const { user, backend } = await renderAdminTab(<PromptsTab />);
    await user.click(await screen.findByRole('button', { name: 'New Prompt' }));
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }));
    for (const message of [
      'Title is required',
      'Description is required',
      'About this prompt is required',
      'How to use is required',
      'Prompt content is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('rows', '2');
    expect(screen.getByLabelText(/^About this prompt/)).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText(/^How to use/)).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText(/^Explainer/)).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText(/^Prompt content/)).toHaveAttribute('rows', '6');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await fillNewPrompt(user, 'Board Prep: Three Questions');
    const picker = screen.getByLabelText('Add a category');
    await user.selectOptions(picker, 'edge-signals');
    // A chosen category is disabled: it cannot be added twice.
    expect(within(picker).getByRole('option', { name: /EDGE Signals/ })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: /EDGEprint/ })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Featured/ }));
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }));

    expect(await screen.findByText('Prompt created successfully')).toBeInTheDocument();
    expect(screen.getByText('Resource created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create Prompt' })).toBeNull());
    const created = (await (await backend.loadAdmin()).prompts.list()).find(
      (p) => p.title === 'Board Prep: Three Questions',
    );
    expect(created).toMatchObject({
      slug: 'board-prep-three-questions',
      status: 'active',
      type: 'prompt',
      tags: ['edge-signals'],
      featured: true,
    });
    expect(await backend.content.getPromptBySlug('board-prep-three-questions')).not.toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Board Prep: Three Questions' }),
    ).toBeVisible();
  });

  it("keeps what was typed when the title's slug is taken: 'Failed to create prompt'", async () => {
    const { user } = await renderAdminTab(<PromptsTab />);
    await fillNewPrompt(user, seedPrompts[0]!.title);
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(await screen.findByText('Failed to create prompt')).toBeInTheDocument();
    expect(screen.getByText('Failed to create resource: Slug already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue(seedPrompts[0]!.title);
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Three questions before any board.');
  });

  it("says 'Please try again' when a save fails without a message", async () => {
    const view = await renderAdminTab(<PromptsTab />, {
      before: failing((admin) => {
        admin.prompts.create = () => Promise.reject(new TypeError('x is undefined'));
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillNewPrompt(view.user, 'A new prompt');
    await view.user.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(await screen.findByText('Failed to create prompt')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });

  it("says 'Must be authenticated...' once the session is gone", async () => {
    const { user, backend } = await renderAdminTab(<PromptsTab />);
    await fillNewPrompt(user, 'After sign-out');
    await backend.auth.signOut();
    await user.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(
      await screen.findByText(
        'Failed to create resource: Must be authenticated to change resources',
      ),
    ).toBeInTheDocument();
  });

  it('edits a prompt: the form opens with it and saves over its version', async () => {
    const { user } = await renderAdminTab(<PromptsTab />);
    const first = (await screen.findAllByRole('heading', { level: 3 }))[0]!.textContent!;
    await user.click(within(card(first)).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit Prompt' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue(first);
    await user.clear(screen.getByLabelText(/^Title/));
    await enter(user, /^Title/, 'A Better Title');
    await user.click(screen.getByRole('button', { name: 'Update Prompt' }));
    expect(await screen.findByText('Prompt updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Resource updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'A Better Title' })).toBeInTheDocument();
  });

  it("asks 'Delete Prompt', then deletes: 'Resource deleted successfully'", async () => {
    const { user } = await renderAdminTab(<PromptsTab />);
    const first = (await screen.findAllByRole('heading', { level: 3 }))[0]!.textContent!;
    await user.click(within(card(first)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Prompt' });
    expect(dialog).toHaveTextContent(
      `Are you sure you want to delete "${first}"? This action cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(card(first)).toBeInTheDocument();

    await user.click(within(card(first)).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Resource deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(titles()).not.toContain(first));
  });

  it("says 'Failed to delete prompt' with the reason", async () => {
    const view = await renderAdminTab(<PromptsTab />, {
      before: failing((admin) => {
        admin.prompts.remove = () =>
          Promise.reject(
            new BackendError('permission-denied', 'Missing or insufficient permissions.'),
          );
      }),
    });
    const first = (await screen.findAllByRole('heading', { level: 3 }))[0]!.textContent!;
    await view.user.click(within(card(first)).getByRole('button', { name: 'Delete' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete prompt')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to delete resource: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
  });

  it('moves a prompt down and up, swapping it with its neighbour', async () => {
    const { user, backend } = await renderAdminTab(<PromptsTab />);
    await screen.findByRole('list', { name: 'Prompts' });
    const [a, b] = titles();
    await user.click(within(card(a!)).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(titles().slice(0, 2)).toEqual([b, a]));
    const stored = await (await backend.loadAdmin()).prompts.list();
    expect(stored.slice(0, 2).map((p) => p.title)).toEqual([b, a]);
    await user.click(within(card(a!)).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(titles().slice(0, 2)).toEqual([a, b]));
  });

  it("puts the order back when a move fails: 'Failed to reorder prompts'", async () => {
    const view = await renderAdminTab(<PromptsTab />, {
      before: failing((admin) => {
        admin.prompts.reorder = () =>
          Promise.reject(new BackendError('unavailable', 'You appear to be offline.'));
      }),
    });
    await screen.findByRole('list', { name: 'Prompts' });
    const before = titles();
    await view.user.click(within(card(before[0]!)).getByRole('button', { name: 'Move down' }));
    expect(await screen.findByText('Failed to reorder prompts')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to update order: You appear to be offline.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(before));
  });

  it('keeps the library and the form on screen when writes fail offline and the list cannot be read either', async () => {
    let offline = false;
    const view = await renderAdminTab(<PromptsTab />, {
      before: failing((admin) => {
        const offlineError = () =>
          Promise.reject(new BackendError('unavailable', 'You appear to be offline.'));
        const list = admin.prompts.list.bind(admin.prompts);
        admin.prompts.list = () => (offline ? offlineError() : list());
        admin.prompts.remove = offlineError;
        admin.prompts.update = offlineError;
      }),
    });
    await screen.findByRole('list', { name: 'Prompts' });
    const before = titles();
    offline = true;
    // A save: it says what failed, and the form keeps what was typed.
    await view.user.click(within(card(before[0]!)).getByRole('button', { name: 'Edit' }));
    await view.user.clear(screen.getByLabelText(/^Title/));
    await enter(view.user, /^Title/, 'Typed offline');
    await view.user.click(screen.getByRole('button', { name: 'Update Prompt' }));
    expect(
      await screen.findByText('Failed to update resource: You appear to be offline.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Typed offline');
    await waitFor(() => expect(screen.queryByText('Failed to load prompts.')).toBeNull());
    expect(titles()).toEqual(before);
    // A delete, the same.
    await view.user.click(within(card(before[0]!)).getByRole('button', { name: 'Delete' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete resource: You appear to be offline.'),
    ).toBeInTheDocument();
    // The list read again after the write, and failed too: what was loaded stays.
    await waitFor(() => expect(screen.queryByText('Failed to load prompts.')).toBeNull());
    expect(titles()).toEqual(before);
  });

  it("copies a prompt's content: 'Prompt copied to clipboard'", async () => {
    const { user } = await renderAdminTab(<PromptsTab />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const first = (await screen.findAllByRole('heading', { level: 3 }))[0]!.textContent!;
    await user.click(within(card(first)).getByRole('button', { name: 'Copy content' }));
    expect(writeText).toHaveBeenCalledWith(seedPrompts.find((p) => p.title === first)!.content);
    expect(await screen.findByText('Prompt copied to clipboard')).toBeInTheDocument();
  });
});
