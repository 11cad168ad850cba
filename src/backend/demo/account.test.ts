import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/index.ts';
import { createTestBackend } from './testing.ts';

const { admin, reader } = DEMO_ACCOUNTS;

describe('demo account', () => {
  it('reads your own profile; admins may read anyone’s', async () => {
    const backend = createTestBackend();
    await expect(backend.account.getProfile('user-reader')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await backend.auth.signIn(reader.email, reader.password);
    expect(await backend.account.getProfile('user-reader')).toEqual({
      id: 'user-reader',
      name: 'Riley Reader',
    });
    await expect(backend.account.getProfile('user-admin')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await backend.auth.signIn(admin.email, admin.password);
    expect(await backend.account.getProfile('user-reader')).toMatchObject({ id: 'user-reader' });
    expect(await backend.account.getProfile('no-such-user')).toBeNull();
  });

  it('confirms the signed-in reader as a subscriber', async () => {
    const backend = createTestBackend();
    expect(await backend.account.isConfirmedSubscriber(reader.email)).toBe(false);
    await backend.auth.signIn(reader.email, reader.password);
    expect(await backend.account.isConfirmedSubscriber(reader.email)).toBe(true);
    expect(await backend.account.isConfirmedSubscriber(' READER@edge-navigator.demo')).toBe(true);
  });

  it('never confirms someone else’s e-mail', async () => {
    const backend = createTestBackend();
    await backend.auth.signIn(admin.email, admin.password);
    // A confirmed subscriber, but not the signed-in user's address.
    expect(await backend.account.isConfirmedSubscriber('priya.raman@northwind.example')).toBe(
      false,
    );
    // The admin's own address is not a confirmed subscriber.
    expect(await backend.account.isConfirmedSubscriber(admin.email)).toBe(false);
  });

  it('needs a verified e-mail, and a confirmed (not pending) subscription', async () => {
    const backend = createTestBackend();
    const email = 'casey@example.com';
    await backend.auth.signUp({ name: 'Casey', email, password: 'Secret123' });
    await backend.visitor.subscribe({ email, source: 'newsletter' });
    expect(await backend.account.isConfirmedSubscriber(email)).toBe(false); // pending, unverified
    await backend.demo.verifyEmail(email);
    expect(await backend.account.isConfirmedSubscriber(email)).toBe(false); // still pending
  });

  it('ignores unsubscribed subscribers', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp({
      name: 'Sam',
      email: 'sam.ortiz@fabrikam.example',
      password: 'x1y2z3',
    });
    await backend.demo.verifyEmail('sam.ortiz@fabrikam.example');
    expect(await backend.account.isConfirmedSubscriber('sam.ortiz@fabrikam.example')).toBe(false);
  });

  it('unlocks once the e-mail is verified and the subscriber is confirmed', async () => {
    const backend = createTestBackend();
    const email = 'priya.raman@northwind.example'; // confirmed in the seed
    await backend.auth.signUp({ name: 'Priya', email, password: 'Secret123' });
    expect(await backend.account.isConfirmedSubscriber(email)).toBe(false);
    expect(await backend.demo.verifyEmail(email)).toBe(true);
    expect(await backend.account.isConfirmedSubscriber(email)).toBe(true);
  });
});
