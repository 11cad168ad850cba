// @vitest-environment jsdom
// The essay editor's memory of a piece: the address it had (a renamed essay's old one keeps
// working) and the versions it went through.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedEssays } from '../../../backend/seed/index.ts';
import { LONGFORM_FORM_FIELDS, type EssayInput } from '../../../domain/cms/longform-save.ts';
import { clearToasts, enter, renderAdminTab } from '../../../test/admin.tsx';
import { EssaysTab } from './essays-tab.tsx';

beforeEach(() => {
  localStorage.clear();
  clearToasts();
});

const row = (title: string) => screen.getByRole('listitem', { name: title });

describe('Essays tab: renaming a published essay', () => {
  it('says before saving that the old address keeps working, and only when it moves', async () => {
    const { user } = await renderAdminTab(<EssaysTab />);
    await screen.findByRole('list', { name: 'Essays' });
    await user.click(within(row('The EDGE Dilemma')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Essay' });
    expect(within(dialog).getByText('Public at /essays/the-edge-dilemma')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Slug/));
    await enter(user, /^Slug/, 'the-edge-dilemma-revisited');
    expect(
      within(dialog).getByText(
        'Saving moves it to /essays/the-edge-dilemma-revisited. Its old address, /essays/the-edge-dilemma, keeps working: readers and shared links are sent on to the new one.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind for a draft, which no reader has the address of', async () => {
    const { user } = await renderAdminTab(<EssaysTab />);
    const draft = seedEssays.find((e) => e.status === 'draft')!;
    await screen.findByRole('list', { name: 'Essays' });
    await user.click(within(row(draft.title)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Essay' });
    await user.clear(within(dialog).getByLabelText(/^Slug/));
    await enter(user, /^Slug/, 'another-draft-name');
    expect(within(dialog).getByText('Public at /essays/another-draft-name')).toBeInTheDocument();
    expect(within(dialog).queryByText(/keeps working/)).not.toBeInTheDocument();
  });
});

describe('Essays tab: earlier versions', () => {
  it('lists the earlier versions of an essay and restores one into the form', async () => {
    const { user, backend } = await renderAdminTab(<EssaysTab />, {
      before: async (backend) => {
        const admin = await backend.loadAdmin();
        const essay = seedEssays.find((e) => e.slug === 'the-edge-dilemma')!;
        const input = Object.fromEntries(LONGFORM_FORM_FIELDS.map((key) => [key, essay[key]]));
        await admin.essays.update(
          essay.id,
          { ...(input as EssayInput), title: 'Second Title' },
          essay.version,
        );
      },
    });
    await screen.findByRole('list', { name: 'Essays' });
    await user.click(within(row('Second Title')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Essay' });
    const versions = await within(dialog).findByRole('list', { name: 'Earlier versions' });
    expect(within(versions).getByText(/^Version 1 · saved/)).toBeInTheDocument();
    await user.click(within(versions).getByRole('button', { name: 'Restore version 1' }));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('The EDGE Dilemma');
    expect(within(dialog).getByText(/^Restored version 1 \(saved/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Essay' }));
    expect(await screen.findByText('Essay updated successfully')).toBeInTheDocument();
    const admin = await backend.loadAdmin();
    const essay = (await admin.essays.list()).find((e) => e.slug === 'the-edge-dilemma')!;
    expect(essay).toMatchObject({ title: 'The EDGE Dilemma', version: 3 });
    expect((await admin.essays.versions(essay.id)).map((v) => v.snapshot.title)).toEqual([
      'Second Title',
      'The EDGE Dilemma',
    ]);
  });
});
