// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { lazyComponent } from '../../platform/lifecycle/lazy-component.ts';
import { NEW_VERSION_RELOAD, useUpdateStore } from '../../stores/update-offer.ts';
import type { CmsTab } from './cms-tabs.ts';
import { Cms, TAB_NEEDS_CONNECTION } from './cms.tsx';

/** Whether the tabs' code can be fetched, and how often it was asked for. */
const network = { online: true, fetches: 0 };

/** Three tabs, the second's code fetched only when it is opened: offline, it cannot be. */
function testTabs(): CmsTab[] {
  const tab = (text: string) => () => <p>{text}</p>;
  return [
    {
      slug: 'prompts',
      label: 'AI Prompts',
      Panel: lazyComponent(async () => ({ PromptsTab: tab('The prompts') }), 'PromptsTab'),
    },
    {
      slug: 'essays',
      label: 'Essays',
      Panel: lazyComponent(async () => {
        network.fetches++;
        if (!network.online) {
          throw new TypeError(
            'Failed to fetch dynamically imported module: https://edge.example/assets/essays-Ab1.js',
          );
        }
        return { EssaysTab: tab('The essays') };
      }, 'EssaysTab'),
    },
    {
      slug: 'settings',
      label: 'Settings',
      // Gone since a deploy, say: never fetched.
      Panel: lazyComponent(async (): Promise<{ SettingsTab: () => null }> => {
        throw new TypeError(
          'Failed to fetch dynamically imported module: https://edge.example/assets/settings-Cd2.js',
        );
      }, 'SettingsTab'),
    },
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
  useUpdateStore.setState({ reload: null });
  network.online = true;
  network.fetches = 0;
});

describe('the CMS offline', () => {
  it('says a tab not on this device yet needs a connection, and opens it once the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => network.online);
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/admin/:tab?" element={<Cms tabs={testTabs()} defaultTab="prompts" />} />
      </Routes>,
      { path: '/admin' },
    );
    expect(await screen.findByText('The prompts')).toBeInTheDocument();

    network.online = false;
    await user.click(screen.getByRole('tab', { name: 'Essays' }));
    expect(await screen.findByText(TAB_NEEDS_CONNECTION)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(TAB_NEEDS_CONNECTION);
    expect(screen.queryByText(/A new version of EDGE Navigator/)).toBeNull();
    // Trying again while still offline says the same, once more fetched.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TAB_NEEDS_CONNECTION)).toBeInTheDocument();
    const tries = network.fetches;

    network.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('The essays')).toBeInTheDocument();
    expect(network.fetches).toBe(tries + 1);
    expect(screen.queryByText(TAB_NEEDS_CONNECTION)).toBeNull();
  });

  it('says a new version is there, not the connection, when one is on offer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const user = userEvent.setup();
    useUpdateStore.getState().offer(reload);
    renderWithApp(
      <Routes>
        <Route path="/admin/:tab?" element={<Cms tabs={testTabs()} defaultTab="prompts" />} />
      </Routes>,
      { path: '/admin/settings' },
    );
    expect(await screen.findByText(NEW_VERSION_RELOAD)).toBeInTheDocument();
    expect(screen.queryByText(TAB_NEEDS_CONNECTION)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
