// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  KEEP_NEW_HINT,
  KEEP_NEW_SYNC_TAG,
  REFRESH_LIBRARY,
  turnedOn,
} from '../../domain/keep-new.ts';
import { keepNewStore } from '../../stores/offline-library';
import { renderWithApp } from '../../test/render.tsx';
import { AT_LAUNCH, IN_BACKGROUND, KeepNewPanel } from './keep-new-panel.tsx';

const store = keepNewStore();

/** A service worker registration, with periodic sync when `periodic` (its permission `state`). */
function stubWorker({ periodic, state = 'granted' }: { periodic: boolean; state?: string }) {
  const worker = { postMessage: vi.fn() };
  const periodicSync = { register: vi.fn(async () => {}), unregister: vi.fn(async () => {}) };
  const registration = { active: worker, ...(periodic ? { periodicSync } : {}) };
  const container = new EventTarget() as EventTarget & { getRegistration: () => unknown };
  container.getRegistration = async () => registration;
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: vi.fn(async () => ({ state })) },
    configurable: true,
  });
  return { worker, periodicSync, container };
}

const toggle = () => screen.findByRole('switch', { name: 'Keep new dispatches on this device' });

beforeEach(async () => {
  await store.write({ ...turnedOn(new Date(), false), on: false });
  localStorage.clear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('"Keep new dispatches on this device" on /offline', () => {
  it('turned on where the browser offers periodic sync: registered, stored, refreshed at once; off unregisters', async () => {
    const { worker, periodicSync } = stubWorker({ periodic: true });
    renderWithApp(<KeepNewPanel />, { path: '/offline' });
    await userEvent.click(await toggle());
    expect(await screen.findByText(IN_BACKGROUND)).toBeInTheDocument();
    expect(
      screen.getByText('Not refreshed yet: it will be once this device is online.'),
    ).toBeInTheDocument();
    expect(periodicSync.register).toHaveBeenCalledWith(KEEP_NEW_SYNC_TAG, {
      minInterval: 12 * 60 * 60 * 1000,
    });
    // The first refresh is asked for once the choice shows (after the worker's registration).
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: REFRESH_LIBRARY }));
    expect(await store.read()).toMatchObject({ on: true, background: true });
    expect(localStorage.getItem(KEEP_NEW_HINT)).toBe('background');

    await userEvent.click(await toggle());
    await waitFor(() => expect(periodicSync.unregister).toHaveBeenCalledWith(KEEP_NEW_SYNC_TAG));
    await waitFor(async () => expect((await store.read())?.on).toBe(false));
    expect(screen.queryByText(IN_BACKGROUND)).not.toBeInTheDocument();
    expect(localStorage.getItem(KEEP_NEW_HINT)).toBeNull();
  });

  it('without periodic sync (or its permission): refreshed at each launch, and says so', async () => {
    const { periodicSync } = stubWorker({ periodic: true, state: 'prompt' });
    renderWithApp(<KeepNewPanel />, { path: '/offline' });
    await userEvent.click(await toggle());
    expect(await screen.findByText(AT_LAUNCH)).toBeInTheDocument();
    expect(periodicSync.register).not.toHaveBeenCalled();
    expect(localStorage.getItem(KEEP_NEW_HINT)).toBe('launch');
  });

  it("shows the worker's refresh as soon as it reports one", async () => {
    const { container } = stubWorker({ periodic: false });
    renderWithApp(<KeepNewPanel />, { path: '/offline' });
    await userEvent.click(await toggle());
    await screen.findByText(AT_LAUNCH);
    await store.change((s) => ({
      ...s,
      // Two and a half hours before now: "2 hours ago" also counted from the panel's clock,
      // read when it mounted, seconds earlier on a busy machine.
      lastRefreshedAt: new Date(Date.now() - 2.5 * 3600_000),
    }));
    container.dispatchEvent(
      Object.assign(new Event('message'), { data: { type: 'EDGE_LIBRARY_REFRESHED', saved: [] } }),
    );
    expect(await screen.findByText('Last refreshed 2 hours ago.')).toBeInTheDocument();
  });

  it('a browser without service workers cannot turn it on, and is told so', async () => {
    renderWithApp(<KeepNewPanel />, { path: '/offline' });
    expect(await toggle()).toBeDisabled();
    expect(
      screen.getByText("This browser can't save pieces in the background."),
    ).toBeInTheDocument();
  });
});
