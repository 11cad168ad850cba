// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../domain/types.ts';
import { createDemoBackend } from './index.ts';

describe('demo backend in jsdom (component tests)', () => {
  it('works on the default environment: memory database, localStorage session', async () => {
    const backend = createDemoBackend({ latencyMs: 0, dbName: 'jsdom-check' });
    expect(await backend.content.listDispatches()).toHaveLength(4);
    await backend.auth.signIn('reader@edge-navigator.demo', 'EdgeReader#2026');
    expect(localStorage.getItem('jsdom-check-session')).toContain('user-reader');

    const seen: Array<AuthUser | null> = [];
    createDemoBackend({ latencyMs: 0, dbName: 'jsdom-check' }).auth.onAuthStateChanged((u) =>
      seen.push(u),
    );
    await Promise.resolve();
    expect(seen[0]?.uid).toBe('user-reader');
  });

  it("goes offline on the window's 'offline' event", async () => {
    const backend = createDemoBackend({ latencyMs: 0, dbName: 'jsdom-offline' });
    window.dispatchEvent(new Event('offline'));
    await expect(backend.content.listEssays()).rejects.toMatchObject({ code: 'unavailable' });
    window.dispatchEvent(new Event('online'));
    await expect(backend.content.listEssays()).resolves.toHaveLength(10);
  });
});
