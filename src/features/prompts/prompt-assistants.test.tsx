// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { seedPrompts } from '../../backend/seed/prompts.ts';
import { GATE_TITLE } from '../../domain/free-views.ts';
import type { Prompt } from '../../domain/types.ts';
import { AuthProvider, useAuth } from '../../stores/session/auth-provider.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { CategoryPage } from './category-page.tsx';
import { PromptDialog } from './prompt-dialog.tsx';
import { storedViews, storeViews } from '../../test/free-views.ts';

const chief = seedPrompts.find((p) => p.id === 'prompt-ai-chief-of-staff') as Prompt;
const CHIEF_PATH = '/prompts/detail/build-an-ai-chief-of-staff';

/** Clicks a link, keeping jsdom from navigating; says whether the app kept the visitor here. */
function click(link: HTMLElement): boolean {
  let kept = false;
  const keepHere = (e: Event) => {
    kept = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', keepHere);
  fireEvent.click(link);
  document.removeEventListener('click', keepHere);
  return kept;
}

/** Says when the session is known (a card hands a prompt over only then). */
function SessionReady() {
  const { loading, checkingSubscription } = useAuth();
  return loading || checkingSubscription ? null : <p>session known</p>;
}

async function chiefCard() {
  const backend = createTestBackend();
  const recordShare = vi.spyOn(backend.visitor, 'recordShare');
  renderWithApp(
    <AuthProvider>
      <SessionReady />
      <Routes>
        <Route path="/prompts/:category" element={<CategoryPage />} />
      </Routes>
    </AuthProvider>,
    { path: '/prompts/edge-co-pilots', backend },
  );
  const region = await screen.findByRole('region', { name: 'Prompts' });
  const title = await within(region).findByRole('link', { name: chief.title });
  const card = title.closest('article') as HTMLElement;
  await screen.findByText('session known');
  return { card, recordShare };
}

beforeEach(() => {
  localStorage.clear();
});

describe("a prompt card's Open in ChatGPT / Open in Claude", () => {
  it('opens the assistant with the whole prompt, counting the view and recording the use', async () => {
    const { card, recordShare } = await chiefCard();
    const link = within(card).getByRole('link', { name: /^Open in ChatGPT/ });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('q')).toBe(chief.content);
    expect(link).toHaveAccessibleDescription(chief.title);
    expect(click(link)).toBe(false);
    expect(storedViews()).toEqual([chief.id]);
    expect(recordShare).toHaveBeenCalledWith({ platform: 'chatgpt', pagePath: CHIEF_PATH });
  });

  it('past the free views, opens the prompt dialog with the gate instead', async () => {
    const read = ['a', 'b', 'c', 'd', 'e'];
    storeViews(read);
    const { card, recordShare } = await chiefCard();
    expect(click(within(card).getByRole('link', { name: /^Open in Claude/ }))).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: chief.title });
    expect(await within(dialog).findByText(GATE_TITLE)).toBeInTheDocument();
    expect(recordShare).not.toHaveBeenCalled();
    expect(storedViews()).toEqual(read);
  });
});

describe("the prompt dialog's Open in ChatGPT / Open in Claude", () => {
  it('records each assistant with the prompt page as the path', async () => {
    const backend = createTestBackend();
    const recordShare = vi.spyOn(backend.visitor, 'recordShare');
    renderWithApp(
      <AuthProvider>
        <PromptDialog prompt={chief} open onClose={() => {}} />
      </AuthProvider>,
      { backend },
    );
    const dialog = await screen.findByRole('dialog', { name: chief.title });
    const claude = await within(dialog).findByRole('link', { name: /^Open in Claude/ });
    expect(new URL(claude.getAttribute('href') ?? '').searchParams.get('q')).toBe(chief.content);
    expect(click(claude)).toBe(false);
    click(within(dialog).getByRole('link', { name: /^Open in ChatGPT/ }));
    expect(recordShare.mock.calls.map(([share]) => share)).toEqual([
      { platform: 'claude', pagePath: CHIEF_PATH },
      { platform: 'chatgpt', pagePath: CHIEF_PATH },
    ]);
  });
});
