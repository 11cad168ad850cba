import { describe, expect, it, vi } from 'vitest';
import { createTestBackend } from '../backend/demo/testing.ts';
import { nextTask } from '../platform/lifecycle/next-task.ts';
import { lazyBackend } from './lazy-backend.ts';

/** `n` tasks' end: what the lazy backend does in a task of its own has happened by then. */
const tasks = async (n: number) => {
  for (let i = 0; i < n; i++) await nextTask();
};

describe('lazyBackend', () => {
  it('fetches nothing until asked, then gives the listeners the backend, each in a task of its own', async () => {
    const load = vi.fn(async () => createTestBackend());
    const backend = lazyBackend('demo', load);
    const first = vi.fn();
    const second = vi.fn();
    backend.auth.onAuthStateChanged(first);
    backend.auth.onAuthStateChanged(second);
    expect(load).not.toHaveBeenCalled();
    await backend.preload();
    // Loaded: its code ran in this task, the listeners wait for theirs.
    expect(first).not.toHaveBeenCalled();
    await tasks(1);
    expect(first).toHaveBeenCalledWith(null);
    expect(second).not.toHaveBeenCalled();
    await tasks(1);
    expect(second).toHaveBeenCalledWith(null);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('attaches no listener removed while the backend was on its way', async () => {
    const backend = lazyBackend('demo', async () => createTestBackend());
    const gone = vi.fn();
    const kept = vi.fn();
    const stop = backend.auth.onAuthStateChanged(gone);
    backend.auth.onAuthStateChanged(kept);
    const loading = backend.preload();
    await loading;
    stop();
    await tasks(3);
    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledWith(null);
  });

  it('sends a page view recorded before the backend came once it is in', async () => {
    const real = createTestBackend();
    const record = vi.spyOn(real.visitor, 'recordPageView').mockResolvedValue();
    const backend = lazyBackend('demo', async () => real);
    const view = {
      pagePath: '/essays/the-edge-dilemma',
      pageTitle: 'The Edge Dilemma',
      referrer: '',
      userAgent: 'test',
      sessionId: 'session-1',
    };
    const sent = backend.visitor.recordPageView(view);
    await backend.preload();
    await sent;
    expect(record).toHaveBeenCalledExactlyOnceWith(view);
  });
});
