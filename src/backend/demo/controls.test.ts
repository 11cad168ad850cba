import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../domain/types.ts';
import { createdUser } from '../contract/expect-error.ts';
import { DEMO_ACCOUNTS, seedEssays, seedSubscribers } from '../seed/index.ts';
import { demoDebug, maybeResetFromUrl } from './controls.ts';
import { createDemoBackend } from './index.ts';
import { createMemoryKeyValueStore } from './kv-store.ts';
import { createTestBackend } from './testing.ts';

describe('demo controls', () => {
  it('reset restores the seed exactly and signs out', async () => {
    const backend = createTestBackend();
    const pristine = await backend.demo.dump();
    await backend.auth.signUp({ name: 'Temp', email: 'temp@example.com', password: 'Secret123' });
    await backend.visitor.subscribe({ email: 'temp@example.com', source: 'newsletter' });
    await backend.visitor.recordShare({ platform: 'linkedin', pagePath: '/' });

    const calls: Array<AuthUser | null> = [];
    backend.auth.onAuthStateChanged((user) => calls.push(user));
    await Promise.resolve();
    await backend.demo.reset();

    expect(await backend.demo.dump()).toEqual(pristine);
    expect(await backend.demo.dump('subscribers')).toHaveLength(seedSubscribers.length);
    expect(calls.at(-1)).toBeNull();
    await expect(backend.auth.signIn('temp@example.com', 'Secret123')).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('seeds identically every time (deterministic)', async () => {
    const a = await createTestBackend().demo.dump();
    const b = await createTestBackend().demo.dump();
    expect(a).toEqual(b);
    expect((a as { essays: unknown[] }).essays).toHaveLength(seedEssays.length);
  });

  it('keeps data between backends on the same storage (a reload)', async () => {
    const storage = createMemoryKeyValueStore();
    await createTestBackend({ storage }).visitor.subscribe({
      email: 'kept@example.com',
      source: 'newsletter',
    });
    const again = createTestBackend({ storage });
    const subscribers = (await again.demo.dump('subscribers')) as Array<{ email: string }>;
    expect(subscribers.map((s) => s.email)).toContain('kept@example.com');
  });

  it('resets the default database from ?demo-reset only', async () => {
    // In Node there is no IndexedDB: the default environment falls back to memory.
    const backend = createDemoBackend({ latencyMs: 0 });
    await backend.visitor.subscribe({ email: 'url@example.com', source: 'newsletter' });
    expect(await maybeResetFromUrl(new URL('https://example.com/?essay=1'))).toBe(false);
    expect(JSON.stringify(await demoDebug.dump('subscribers'))).toContain('url@example.com');
    expect(await maybeResetFromUrl(new URL('https://example.com/?demo-reset'))).toBe(true);
    expect(JSON.stringify(await demoDebug.dump('subscribers'))).not.toContain('url@example.com');
  });

  it('verifies an e-mail and updates the signed-in session', async () => {
    const backend = createTestBackend();
    const user = await createdUser(
      backend.auth.signUp({ name: 'V', email: 'v@example.com', password: 'Secret123' }),
    );
    expect(user.emailVerified).toBe(false);
    const seen: Array<AuthUser | null> = [];
    backend.auth.onAuthStateChanged((u) => seen.push(u));
    await Promise.resolve();
    expect(await backend.demo.verifyEmail('V@example.com')).toBe(true);
    expect(seen.at(-1)?.emailVerified).toBe(true);
    expect(await backend.demo.verifyEmail('nobody@example.com')).toBe(false);
    expect(DEMO_ACCOUNTS.admin.isAdmin).toBe(true);
  });

  it('sets a password as the reset link does: the old one and every session end', async () => {
    const backend = createTestBackend();
    const { reader } = DEMO_ACCOUNTS;
    await backend.auth.signIn(reader.email, reader.password);
    expect(await backend.demo.setPassword(' Reader@Edge-Navigator.demo', 'Chosen#2026')).toBe(true);
    const seen: Array<AuthUser | null> = [];
    backend.auth.onAuthStateChanged((u) => seen.push(u));
    await Promise.resolve();
    expect(seen.at(-1)).toBeNull();
    await expect(backend.auth.signIn(reader.email, reader.password)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(backend.auth.signIn(reader.email, 'Chosen#2026')).resolves.toMatchObject({
      email: reader.email,
    });
    expect(await backend.demo.setPassword('nobody@example.com', 'Chosen#2026')).toBe(false);
    await expect(backend.demo.setPassword(reader.email, '12345')).rejects.toThrow(
      'Password should be at least 6 characters.',
    );
  });

  it('refuses to dump an unknown collection', async () => {
    await expect(createTestBackend().demo.dump('nope' as 'essays')).rejects.toThrow(
      /Unknown collection/,
    );
  });
});
