// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSystem } from '../platform/styles/site-system.ts';
import { UpdatePrompt } from './update-prompt.tsx';
import { useUpdateStore } from '../stores/use-update-store.ts';

function renderPrompt() {
  render(
    <ChakraProvider value={siteSystem()}>
      <UpdatePrompt />
    </ChakraProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  useUpdateStore.setState({ reload: null });
});

describe('UpdatePrompt', () => {
  it('is an empty status region until a new version is on offer', () => {
    renderPrompt();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "New version available" with a Reload button that switches, by keyboard too', async () => {
    const user = renderPrompt();
    const reload = vi.fn();
    act(() => useUpdateStore.getState().offer(reload));
    expect(screen.getByRole('status')).toHaveTextContent('New version available');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hides on Later, and shows again for a later offer', async () => {
    const user = renderPrompt();
    const reload = vi.fn();
    act(() => useUpdateStore.getState().offer(reload));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(reload).not.toHaveBeenCalled();

    act(() => useUpdateStore.getState().offer(reload));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
