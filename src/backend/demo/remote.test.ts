import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors.ts';
import { createConnectivity, createRemote, OFFLINE_MESSAGE } from './remote.ts';
import { createTestBackend } from './testing.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('demo latency and offline behaviour', () => {
  it('rejects every call with unavailable while navigator.onLine is false', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const backend = createTestBackend({ connectivity: createConnectivity(undefined) });
    const calls = [
      backend.content.listEssays(),
      backend.content.getPromptBySlug('build-an-ai-chief-of-staff'),
      backend.visitor.subscribe({ email: 'a@example.com', source: 'newsletter' }),
      backend.auth.signIn('reader@edge-navigator.demo', 'EdgeReader#2026'),
      backend.account.isConfirmedSubscriber('reader@edge-navigator.demo'),
    ];
    for (const call of calls) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({ code: 'unavailable', message: OFFLINE_MESSAGE });
    }
    vi.stubGlobal('navigator', { onLine: true });
    await expect(backend.content.listEssays()).resolves.not.toHaveLength(0);
  });

  it("treats an 'offline' event as offline until 'online'", () => {
    const events = new EventTarget();
    const connectivity = createConnectivity(events, () => undefined);
    expect(connectivity.isOnline()).toBe(true);
    events.dispatchEvent(new Event('offline'));
    expect(connectivity.isOnline()).toBe(false);
    events.dispatchEvent(new Event('online'));
    expect(connectivity.isOnline()).toBe(true);
  });

  it('treats a missing navigator (Node) as online', () => {
    expect(createConnectivity(undefined, () => undefined).isOnline()).toBe(true);
  });

  it('waits the configured latency before answering', async () => {
    vi.useFakeTimers();
    const remote = createRemote({ latencyMs: 120, connectivity: { isOnline: () => true } });
    let done = false;
    const call = remote(async () => 'ok').then((value) => {
      done = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(119);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toBe('ok');
  });

  it('fails a call whose connection drops during the latency', async () => {
    vi.useFakeTimers();
    let online = true;
    const remote = createRemote({ latencyMs: 100, connectivity: { isOnline: () => online } });
    const call = remote(async () => 'ok').catch((e: unknown) => e);
    online = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(await call).toMatchObject({ code: 'unavailable' });
  });

  it('turns unexpected failures into BackendErrors', async () => {
    const remote = createRemote({ latencyMs: 0, connectivity: { isOnline: () => true } });
    await expect(
      remote(async () => {
        throw new Error('QuotaExceededError');
      }),
    ).rejects.toMatchObject({ name: 'BackendError', code: 'internal' });
  });
});
