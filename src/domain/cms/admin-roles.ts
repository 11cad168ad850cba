import '../zod-jitless.ts';
// Who may become an admin, and how (DECISIONS.md, Roles): the role is the `admin` custom claim
// AND the document admins/{uid}; the owner on the ADMIN_EMAILS allow-list claims it with a
// verified e-mail; admins grant and revoke it by e-mail, a revoke also ending the account's
// sessions. The Cloud Functions `claimAdminRole` and `setAdminRole` and the demo backend run
// these handlers over their own ports.
//
// Anyone can sign up with anyone's address, and the owner's click on the verification e-mail
// then verifies the account whoever opened it, password included. So the role is never given
// to an account as it stands: giving it first takes the account from whoever knows its
// credentials (a password nobody knows, every session ended), and its owner comes back in
// through a password-reset link, which only the address's mailbox receives.
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
  /**
   * Takes the account from whoever holds it: a password nobody knows, no sign-in method but
   * the address's, and every session ended (including one signed in while this runs). Only a
   * password-reset link, sent to the address, leads back in.
   */
  secure(uid: string): Promise<void>;
}

/** What a grant did: `passwordReset` when the account was secured first (see `secure`). */
export interface RoleGrant {
  passwordReset: boolean;
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

async function grant(account: RoleAccount, deps: RoleDeps): Promise<RoleGrant> {
  // Already an admin: nothing to give, and no reason to sign them out.
  if (account.claims.admin === true && (await deps.registry.has(account.uid))) {
    return { passwordReset: false };
  }
  // Secured before the claim exists, so no session of whoever opened the account lives to
  // refresh into a token that carries it.
  await deps.accounts.secure(account.uid);
  await deps.accounts.setClaims(account.uid, { ...account.claims, admin: true });
  await deps.registry.add(account.uid, account.email, deps.now());
  return { passwordReset: true };
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

/**
 * The owner claims the role: a verified e-mail on the allow-list (`ADMIN_EMAILS`). The account
 * is secured first, the caller's own session with it: they sign in again after choosing a new
 * password through the link sent to the address.
 */
export async function handleClaimAdminRole(
  caller: RoleCaller | null,
  deps: RoleDeps & { allowList: readonly string[] },
): Promise<RoleGrant> {
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
  return grant(account, deps);
}

const setRoleInput = z.object({
  email: z.string().check(z.refine(looksLikeEmail, EMAIL_INVALID)),
  admin: z.boolean(),
});

/** What a role change answers. */
export interface RoleChange extends RoleGrant {
  uid: string;
  email: string;
  admin: boolean;
}

/**
 * An admin (claim and admins/{uid}) grants or revokes the role of another account. A grant
 * secures the account first (see `secure`): its owner chooses a new password to use the role.
 */
export async function handleSetAdminRole(
  caller: RoleCaller | null,
  data: unknown,
  deps: RoleDeps,
): Promise<RoleChange> {
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
    return { uid: account.uid, email, admin: true, ...(await grant(account, deps)) };
  }
  if (account.uid === caller.uid) throw new BackendError('failed-precondition', CANNOT_REVOKE_SELF);
  await revoke(account, deps);
  return { uid: account.uid, email, admin: false, passwordReset: false };
}
