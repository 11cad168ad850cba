// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { seedEssays } from '../../backend/seed/index.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SearchButton } from './index.ts';

const context = seedEssays.find((essay) => essay.slug === 'context-is-the-new-prompt')!;

async function openSearch() {
  const backend = createTestBackend();
  renderWithApp(<SearchButton />, { backend });
  const user = userEvent.setup();
  fireEvent.keyDown(window, { key: '/' });
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const field = within(dialog).getByRole('searchbox', {
    name: 'Search essays, dispatches and prompts',
  });
  await waitFor(() => expect(field).toHaveFocus());
  return { user, dialog, field, backend };
}

describe('Search', () => {
  it("opens with '/' and finds as you type, ranked, the matching words marked", async () => {
    const { user, dialog, field } = await openSearch();
    expect(
      await within(dialog).findByText('Type to search every essay, dispatch and AI prompt.'),
    ).toBeInTheDocument();
    await user.type(field, 'context engin');
    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', `/essays/${context.slug}`);
    expect(within(first).getByText('Essay')).toBeInTheDocument();
    const marks = [...first.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toContain('Context');
    expect(marks.some((text) => /^engineering$/i.test(text ?? ''))).toBe(true);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d+ results?$/);
  });

  it('says when nothing matches, and moves from the field to the results with the arrows', async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, 'zebraquartz');
    expect(await within(dialog).findByText('No results for "zebraquartz".')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'board');
    const links = within(
      await within(dialog).findByRole('list', { name: 'Search results' }),
    ).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();
  });

  it("leaves '/' alone while someone types in a field", async () => {
    renderWithApp(
      <>
        <input aria-label="Other field" />
        <SearchButton />
      </>,
    );
    const other = screen.getByRole('textbox', { name: 'Other field' });
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the index cannot be read and there is no copy, and tries again on Retry', async () => {
    const backend = createTestBackend();
    let fail = true;
    const real = backend.search.index.bind(backend.search);
    backend.search.index = () => (fail ? Promise.reject(new Error('boom')) : real());
    renderWithApp(<SearchButton />, { backend });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(
      await within(dialog).findByText('Search is not available right now. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText('Type to search every essay, dispatch and AI prompt.'),
    ).toBeInTheDocument();
  });
});
