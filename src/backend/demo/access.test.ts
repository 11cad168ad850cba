import { describe, expect, it } from 'vitest';
import { isAllowed, type AccessRole } from '../../domain/access.ts';
import { createDemoHarness } from '../contract/demo-harness.ts';
import {
  asAdmin,
  asReader,
  asSubscriber,
  asVerifiedReader,
  type SignedIn,
} from '../contract/personas.ts';
import type { ContractHarness } from '../contract/index.ts';

const SIGN_IN: Record<Exclude<AccessRole, 'visitor'>, (h: ContractHarness) => Promise<SignedIn>> = {
  reader: asReader,
  'verified-reader': asVerifiedReader,
  subscriber: asSubscriber,
  admin: asAdmin,
};

// The demo's permission checks answer as the access table does, role by role.
describe('demo permissions follow the access table', () => {
  it.each(Object.keys(SIGN_IN) as Exclude<AccessRole, 'visitor'>[])('as %s', async (role) => {
    const h = createDemoHarness();
    await h.reset();
    const me = await SIGN_IN[role](h);
    const other = await h.createAccount({ name: 'Someone Else', email: 'someone@example.com' });
    const reads = async (uid: string) =>
      me.backend.account.getProfile(uid).then(
        () => true,
        () => false,
      );
    expect(await reads(me.person.uid)).toBe(isAllowed('users', role, 'get', 'own'));
    expect(await reads(other.uid)).toBe(isAllowed('users', role, 'get', 'others'));
    // The unlock: one's own confirmed row, readable only where the table lets one list it.
    await h.addSubscriber({
      email: me.person.email,
      name: null,
      source: 'book-waitlist',
      status: 'confirmed',
      createdAt: new Date(),
      confirmedAt: new Date(),
      unsubscribedAt: null,
    });
    expect(await me.backend.account.isConfirmedSubscriber(me.person.email)).toBe(
      isAllowed('subscribers', role, 'list', 'own'),
    );
  });

  it('as visitor', async () => {
    const h = createDemoHarness();
    await h.reset();
    const other = await h.createAccount({ name: 'Someone Else', email: 'someone@example.com' });
    const visitor = h.client();
    await expect(visitor.account.getProfile(other.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(isAllowed('users', 'visitor', 'get', 'others')).toBe(false);
  });
});
