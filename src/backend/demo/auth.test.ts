import { describe, expect, it, vi } from 'vitest';
import { PROFILE_NAME_TOO_LONG } from '../../domain/entities/visitor.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { AuthUser } from '../../domain/types.ts';
import { createdUser } from '../contract/expect-error.ts';
import { DEMO_ACCOUNTS } from '../seed/index.ts';
import { createMemoryKeyValueStore } from './kv-store.ts';
import type { DemoAccount, OutboxMessage } from './records.ts';
import { createMemorySessionStorage } from './session.ts';
import { createTestBackend } from './testing.ts';

const { admin, reader } = DEMO_ACCOUNTS;

describe('demo auth', () => {
  it('signs in the seeded admin with the admin role and a verified e-mail', async () => {
    const user = await createTestBackend().auth.signIn(
      ' Admin@Edge-Navigator.demo ',
      admin.password,
    );
    expect(user).toEqual({
      uid: 'user-admin',
      email: admin.email,
      emailVerified: true,
      displayName: 'Alex Admin',
      isAdmin: true,
    });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { auth } = createTestBackend();
    const expected = { code: 'unauthenticated', message: 'Invalid email or password.' };
    await expect(auth.signIn(reader.email, 'wrong-password')).rejects.toMatchObject(expected);
    await expect(auth.signIn('nobody@example.com', reader.password)).rejects.toMatchObject(
      expected,
    );
  });

  it(`refuses a name over ${LIMITS.profile.name} characters before the account exists`, async () => {
    const backend = createTestBackend();
    const input = { email: 'long@example.com', password: 'Secret#2026' };
    const name = 'n'.repeat(LIMITS.profile.name + 1);
    await expect(backend.auth.signUp({ ...input, name })).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { name: PROFILE_NAME_TOO_LONG },
    });
    const accounts = (await backend.demo.dump('accounts')) as DemoAccount[];
    expect(accounts.some((a) => a.email === input.email)).toBe(false);
    const user = await createdUser(backend.auth.signUp({ ...input, name: name.slice(1) }));
    const profiles = (await backend.demo.dump('users')) as { id: string; name: string }[];
    expect(profiles.find((p) => p.id === user.uid)?.name).toBe(name.slice(1));
  });

  it('rejects a malformed e-mail', async () => {
    await expect(createTestBackend().auth.signIn('not-an-email', 'x')).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid email address.',
    });
  });

  it('signs up an unverified user with a profile and a verification e-mail', async () => {
    const backend = createTestBackend();
    const user = await createdUser(
      backend.auth.signUp({
        name: ' Casey Chen ',
        email: 'Casey@Example.com',
        password: 'Secret123',
      }),
    );
    expect(user).toMatchObject({
      email: 'casey@example.com',
      emailVerified: false,
      displayName: 'Casey Chen',
      isAdmin: false,
    });
    expect(await backend.account.getProfile(user.uid)).toEqual({
      id: user.uid,
      name: 'Casey Chen',
    });
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox).toEqual([
      expect.objectContaining({ type: 'verify-email', to: 'casey@example.com' }),
    ]);
    const accounts = (await backend.demo.dump('accounts')) as DemoAccount[];
    const stored = accounts.find((a) => a.uid === user.uid);
    expect(stored?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(accounts)).not.toContain('Secret123');
    await backend.auth.signOut();
    await expect(backend.auth.signIn('casey@example.com', 'Secret123')).resolves.toMatchObject({
      uid: user.uid,
    });
  });

  it('answers a taken e-mail with a reset link to it, signing nobody in', async () => {
    const backend = createTestBackend();
    await expect(
      backend.auth.signUp({
        name: 'Riley',
        email: ' Reader@Edge-Navigator.demo',
        password: 'Another#2026',
      }),
    ).resolves.toEqual({ status: 'reset-sent', email: reader.email });
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox).toEqual([
      expect.objectContaining({
        type: 'password-reset',
        to: reader.email,
        text: expect.stringContaining(`edgeDemo.setPassword('${reader.email}',`),
      }),
    ]);
    await expect(backend.auth.signIn(reader.email, reader.password)).resolves.toMatchObject({
      email: reader.email,
    });
  });

  it('refuses a sign-up with a weak password or a malformed e-mail', async () => {
    const { auth } = createTestBackend();
    await expect(
      auth.signUp({ name: 'W', email: 'weak@example.com', password: '12345' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Password should be at least 6 characters.',
    });
    await expect(
      auth.signUp({ name: 'M', email: 'bad@', password: 'Secret123' }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Invalid email address.' });
  });

  it('calls back asynchronously with the restored session, then on every change', async () => {
    const sessionStorage = createMemorySessionStorage();
    await createTestBackend({ sessionStorage }).auth.signIn(reader.email, reader.password);

    // A "reload": a new backend on the same storage restores the session.
    const { auth } = createTestBackend({ sessionStorage });
    const calls: Array<AuthUser | null> = [];
    const unsubscribe = auth.onAuthStateChanged((user) => calls.push(user));
    expect(calls).toEqual([]);
    await Promise.resolve();
    expect(calls.map((u) => u?.email)).toEqual([reader.email]);

    await auth.signOut();
    await auth.signIn(admin.email, admin.password);
    expect(calls.map((u) => u?.email ?? null)).toEqual([reader.email, null, admin.email]);
    unsubscribe();
    await auth.signOut();
    expect(calls).toHaveLength(3);
  });

  it('records a password reset for known e-mails and resolves for unknown ones', async () => {
    const backend = createTestBackend();
    await backend.auth.sendPasswordReset(reader.email);
    await backend.auth.sendPasswordReset('nobody@example.com');
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([['password-reset', reader.email]]);
  });

  it('sends the signed-in user another verification e-mail, and refuses when signed out', async () => {
    const backend = createTestBackend();
    await expect(backend.auth.sendVerificationEmail()).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Please sign in again to continue.',
    });
    await backend.auth.signUp({ name: 'Casey', email: 'casey@example.com', password: 'Secret123' });
    await backend.auth.sendVerificationEmail();
    const outbox = (await backend.demo.dump('outbox')) as OutboxMessage[];
    expect(outbox.map((m) => [m.type, m.to])).toEqual([
      ['verify-email', 'casey@example.com'],
      ['verify-email', 'casey@example.com'],
    ]);
    expect(outbox[1]?.subject).toBe('Verify your email for EDGE Navigator');
  });

  it('refreshes the signed-in user after the e-mail was verified elsewhere', async () => {
    // Two tabs of one browser: the same database, each with its own page session.
    const storage = createMemoryKeyValueStore();
    const tab = createTestBackend({ storage, sessionStorage: createMemorySessionStorage() });
    const mailApp = createTestBackend({ storage, sessionStorage: createMemorySessionStorage() });
    await tab.auth.refreshUser(); // signed out: nothing to do
    await tab.auth.signUp({ name: 'Casey', email: 'casey@example.com', password: 'Secret123' });
    const seen: (AuthUser | null)[] = [];
    tab.auth.onAuthStateChanged((user) => seen.push(user));
    await mailApp.demo.verifyEmail('casey@example.com');
    await tab.auth.refreshUser();
    await tab.auth.refreshUser(); // unchanged: no second notice
    await vi.waitFor(() => expect(seen.at(-1)?.emailVerified).toBe(true));
    expect(seen.filter((u) => u?.emailVerified)).toHaveLength(1);
  });
});
