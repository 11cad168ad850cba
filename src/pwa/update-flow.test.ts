import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offerReloadOnStaleChunks, offerUpdates } from './update-flow.ts';
import { useUpdateStore } from '../stores/use-update-store.ts';

/** workbox-window's Workbox as the update flow sees it, with a way to fire its events. */
function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const wb = {
    addEventListener(type: 'waiting' | 'controlling', listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: 'waiting' | 'controlling') => listeners.get(type)?.forEach((l) => l());
  return { wb, fire };
}

/** Clicks the prompt's Reload, as the component does. */
function clickReload() {
  const { reload } = useUpdateStore.getState();
  expect(reload).not.toBeNull();
  reload?.();
}

/** A sessionStorage stand-in that survives the "reload" (a new listener on the same storage). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function preloadError(target: EventTarget): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  useUpdateStore.setState({ reload: null });
});

describe('a new worker waiting', () => {
  it('is offered, and Reload asks it to take over without reloading yet', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    offerUpdates(wb, { reload, controlled: true });
    expect(useUpdateStore.getState().reload).toBeNull();

    fire('waiting');
    clickReload();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page exactly once when it takes control, even if controlling fires twice', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    offerUpdates(wb, { reload, controlled: true });
    fire('waiting');
    clickReload();
    fire('controlling');
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without the click', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    offerUpdates(wb, { reload, controlled: true });
    fire('waiting');
    expect(reload).not.toHaveBeenCalled();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('offers a plain reload when another tab let the new version take over this page', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    offerUpdates(wb, { reload, controlled: true });
    fire('waiting');
    fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    clickReload();
    clickReload();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('offers nothing when the first install takes control of the page', () => {
    const { wb, fire } = fakeWorkbox();
    const reload = vi.fn();
    offerUpdates(wb, { reload, controlled: false });
    fire('controlling');
    expect(useUpdateStore.getState().reload).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

/** The server's answer on the failed chunk: gone since a deploy, or out of reach. */
const gone = () => Promise.resolve(true);
const outOfReach = () => Promise.resolve(false);
/** Lets the check of the failed chunk answer. */
const checked = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a lazy chunk gone since a deploy', () => {
  it('offers a reload, once the server says the file is gone; the screen hears the failure', async () => {
    const target = new EventTarget();
    const reload = vi.fn();
    offerReloadOnStaleChunks({ target, storage: memoryStorage(), reload, isGone: gone });

    expect(preloadError(target).defaultPrevented).toBe(false);
    await checked();
    expect(reload).not.toHaveBeenCalled();
    clickReload();
    clickReload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers nothing when the file is out of reach (offline): that is no new version', async () => {
    const target = new EventTarget();
    offerReloadOnStaleChunks({ target, storage: memoryStorage(), isGone: outOfReach });
    preloadError(target);
    await checked();
    expect(useUpdateStore.getState().reload).toBeNull();
  });

  it('reloads at most once per session: after that the error takes its normal course', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const before = new EventTarget();
    offerReloadOnStaleChunks({ target: before, storage, reload, isGone: gone });
    preloadError(before);
    await checked();
    clickReload();
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page, same session, and the chunk still fails: a broken deploy.
    useUpdateStore.setState({ reload: null });
    const after = new EventTarget();
    offerReloadOnStaleChunks({ target: after, storage, reload, isGone: gone });
    preloadError(after);
    await checked();
    expect(useUpdateStore.getState().reload).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers one reload for several failed chunks on the same page', async () => {
    const target = new EventTarget();
    const reload = vi.fn();
    offerReloadOnStaleChunks({ target, storage: memoryStorage(), reload, isGone: gone });
    preloadError(target);
    preloadError(target);
    await checked();
    clickReload();
    clickReload();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
