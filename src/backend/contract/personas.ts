import type { Backend } from '../backend.ts';
import type { ContractHarness, Person } from './harness.ts';

export const PASSWORD = 'Contract-pass-1';

/** The owner who may claim the admin role: ADMIN_EMAILS of the emulators' project. */
export const OWNER_EMAIL = 'owner@edge-navigator.demo';

/** A signed-in client and who it is. */
export interface SignedIn {
  backend: Backend;
  person: Person;
}

let serial = 0;
/** A fresh address per call, so no test depends on another's accounts. */
export function freshEmail(label: string): string {
  serial += 1;
  return `${label}-${serial}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A client that never signs in. */
export function asVisitor(h: ContractHarness): Backend {
  return h.client();
}

async function signedIn(
  h: ContractHarness,
  label: string,
  options: { verified: boolean; admin?: boolean },
): Promise<SignedIn> {
  const person = await h.createAccount({
    name: `${label[0]?.toUpperCase()}${label.slice(1)} Person`,
    email: freshEmail(label),
    ...options,
  });
  const backend = h.client();
  await backend.auth.signIn(person.email, person.password);
  return { backend, person };
}

/** A reader whose e-mail is not verified (anyone can type an address). */
export function asReader(h: ContractHarness): Promise<SignedIn> {
  return signedIn(h, 'reader', { verified: false });
}

/** A reader with a verified e-mail and no subscription. */
export function asVerifiedReader(h: ContractHarness): Promise<SignedIn> {
  return signedIn(h, 'verified', { verified: true });
}

/** A verified reader whose address is a confirmed subscriber. */
export async function asSubscriber(h: ContractHarness): Promise<SignedIn> {
  const who = await signedIn(h, 'subscriber', { verified: true });
  await h.addSubscriber(confirmedRow(who.person.email));
  return who;
}

/** An admin: the claim and admins/{uid}. */
export function asAdmin(h: ContractHarness): Promise<SignedIn> {
  return signedIn(h, 'admin', { verified: true, admin: true });
}

/** A confirmed newsletter subscriber's row for an address. */
export function confirmedRow(email: string) {
  return {
    email,
    name: null,
    source: 'newsletter' as const,
    status: 'confirmed' as const,
    createdAt: new Date('2026-09-01T10:00:00.000Z'),
    confirmedAt: new Date('2026-09-02T10:00:00.000Z'),
    unsubscribedAt: null,
  };
}
