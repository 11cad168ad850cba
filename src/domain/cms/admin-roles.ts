import '../zod-jitless.ts';
// Who may become an admin, and how (DECISIONS.md, Roles): the role is the `admin` custom claim
// AND the document admins/{uid}; the owner on the ADMIN_EMAILS allow-list claims it with a
// verified e-mail; admins grant and revoke it by e-mail, a revoke also ending the account's
// sessions. The Cloud Functions `claimAdminRole` and `setAdminRole` and the demo backend run
// these handlers over their own ports.
import * as z from 'zod/mini';
import { invalidArgument } from '../entities/entity.ts';
import { BackendError } from '../errors.ts';
import { looksLikeEmail } from '../email-shape.ts';
import { MUST_BE_AUTHENTICATED } from './messages.ts';

export const NOT_VERIFIED_OWNER =
  'Verify your e-mail address first: only a verified owner can claim the admin role.';
export const NOT_ON_ALLOW_LIST = 'This e-mail is not on the owner list (ADMIN_EMAILS).';
export const ADMINS_ONLY = 'Administrator privileges required';
export const CANNOT_REVOKE_SELF = 'You cannot revoke your own admin role.';
export const EMAIL_INVALID = 'Please enter a valid email address.';

/** No account has this address yet. */
export const noAccountFor = (email: string) =>
  `No account with e-mail ${email}; they must sign up first.`;
/** Anyone can sign up with any address: until it is verified it may not be its owner's. */
export const notVerified = (email: string) =>
  `${email} is not verified: they must open the link in the verification e-mail first.`;

/** The caller as the callable sees them (their ID token's claims). */
export interface RoleCaller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The `admin` claim of the token they called with. */
  adminClaim: boolean;
}

/** An Auth account. */
export interface RoleAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
  claims: Readonly<Record<string, unknown>>;
}

/** Firebase Auth (the Admin SDK) or the demo's accounts. */
export interface RoleAccounts {
  byEmail(email: string): Promise<RoleAccount | null>;
  setClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  /** Ends every session of the account (Auth: revokes its refresh tokens). */
  revokeSessions(uid: string): Promise<void>;
}

/** The admins/{uid} documents. */
export interface AdminRegistry {
  has(uid: string): Promise<boolean>;
  add(uid: string, email: string, at: Date): Promise<void>;
  remove(uid: string): Promise<void>;
}

export interface RoleDeps {
  accounts: RoleAccounts;
  registry: AdminRegistry;
  now: () => Date;
}

const normalised = (email: string) => email.trim().toLowerCase();

/** The ADMIN_EMAILS setting as addresses: comma- or space-separated, case ignored. */
export function ownerList(setting: string): string[] {
  return setting
    .split(/[\s,;]+/)
    .map(normalised)
    .filter((email) => email.includes('@'));
}

async function grant(account: RoleAccount, deps: RoleDeps): Promise<void> {
  await deps.accounts.setClaims(account.uid, { ...account.claims, admin: true });
  await deps.registry.add(account.uid, account.email, deps.now());
}

async function revoke(account: RoleAccount, deps: RoleDeps): Promise<void> {
  // The document first: the rules stop honouring the role at once, whatever token is held.
  await deps.registry.remove(account.uid);
  const rest = Object.fromEntries(
    Object.entries(account.claims).filter(([key]) => key !== 'admin'),
  );
  await deps.accounts.setClaims(account.uid, Object.keys(rest).length > 0 ? rest : null);
  await deps.accounts.revokeSessions(account.uid);
}

/** The owner claims the role: a verified e-mail on the allow-list (`ADMIN_EMAILS`). */
export async function handleClaimAdminRole(
  caller: RoleCaller | null,
  deps: RoleDeps & { allowList: readonly string[] },
): Promise<void> {
  if (!caller) throw new BackendError('unauthenticated', MUST_BE_AUTHENTICATED);
  if (!caller.email || !caller.emailVerified) {
    throw new BackendError('permission-denied', NOT_VERIFIED_OWNER);
  }
  const email = normalised(caller.email);
  if (!deps.allowList.some((owner) => normalised(owner) === email)) {
    throw new BackendError('permission-denied', NOT_ON_ALLOW_LIST);
  }
  const account = await deps.accounts.byEmail(email);
  if (!account || account.uid !== caller.uid)
    throw new BackendError('not-found', noAccountFor(email));
  await grant(account, deps);
}

const setRoleInput = z.object({
  email: z.string().check(z.refine(looksLikeEmail, EMAIL_INVALID)),
  admin: z.boolean(),
});

/** An admin (claim and admins/{uid}) grants or revokes the role of another account. */
export async function handleSetAdminRole(
  caller: RoleCaller | null,
  data: unknown,
  deps: RoleDeps,
): Promise<{ uid: string; email: string; admin: boolean }> {
  if (!caller) throw new BackendError('unauthenticated', MUST_BE_AUTHENTICATED);
  if (!caller.adminClaim || !(await deps.registry.has(caller.uid))) {
    throw new BackendError('permission-denied', ADMINS_ONLY);
  }
  const parsed = setRoleInput.safeParse(data);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const email = normalised(parsed.data.email);
  const account = await deps.accounts.byEmail(email);
  if (!account) throw new BackendError('not-found', noAccountFor(email));
  if (parsed.data.admin) {
    if (!account.emailVerified) throw new BackendError('failed-precondition', notVerified(email));
    await grant(account, deps);
  } else {
    if (account.uid === caller.uid)
      throw new BackendError('failed-precondition', CANNOT_REVOKE_SELF);
    await revoke(account, deps);
  }
  return { uid: account.uid, email, admin: parsed.data.admin };
}
