// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedPrompts } from '../../backend/seed/prompts.ts';
import type { Prompt } from '../../domain/types.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { GetFullPromptButton } from './get-full-prompt-button.tsx';
import { PromptDialog } from './prompt-dialog.tsx';

const chiefOfStaff = seedPrompts.find((p) => p.id === 'prompt-ai-chief-of-staff') as Prompt;

function renderDialog(prompt: Prompt = chiefOfStaff, onClose = vi.fn()) {
  const view = renderWithApp(
    <AuthProvider>
      <PromptDialog prompt={prompt} open onClose={onClose} />
    </AuthProvider>,
  );
  return { ...view, user: userEvent.setup(), onClose };
}

beforeEach(() => {
  localStorage.clear();
});

describe('PromptDialog', () => {
  it('shows the title, description, minutes read and the prompt body', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: chiefOfStaff.title });
    expect(within(dialog).getByText(chiefOfStaff.description)).toBeInTheDocument();
    expect(within(dialog).getByText('2 min read')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'About this prompt' })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('prompt-text')).toHaveTextContent(
      'You are my AI Chief of Staff.',
    );
    expect(within(dialog).getByRole('link', { name: 'Open prompt page' })).toHaveAttribute(
      'href',
      '/prompts/detail/build-an-ai-chief-of-staff',
    );
  });

  it("copies the prompt: 'Prompt copied to clipboard'", async () => {
    const { user } = renderDialog();
    // user-event installs its own clipboard on setup; stub it after that.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy prompt' }));
    expect(writeText).toHaveBeenCalledWith(chiefOfStaff.content);
    expect(await screen.findByText('Prompt copied to clipboard')).toBeInTheDocument();
  });

  it('records a share click with its platform and the prompt page path', async () => {
    const { user, backend } = renderDialog();
    const recordShare = vi.spyOn(backend.visitor, 'recordShare');
    const share = await screen.findByRole('group', { name: `Share: ${chiefOfStaff.title}` });
    const linkedIn = within(share).getByRole('link', { name: 'Share on LinkedIn' });
    // The share link opens a new tab; keep jsdom from trying to navigate.
    linkedIn.addEventListener('click', (e) => e.preventDefault());
    await user.click(linkedIn);
    expect(recordShare).toHaveBeenCalledWith({
      platform: 'linkedin',
      pagePath: '/prompts/detail/build-an-ai-chief-of-staff',
    });
  });

  it('closes from the close button', async () => {
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('GetFullPromptButton', () => {
  it('loads and opens the dialog on click, and closes it with Escape', async () => {
    renderWithApp(
      <AuthProvider>
        <GetFullPromptButton prompt={chiefOfStaff} />
      </AuthProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Full Prompt' }));
    expect(await screen.findByRole('dialog', { name: chiefOfStaff.title })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
