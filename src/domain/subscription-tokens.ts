import { BackendError } from './errors.ts';

/**
 * Signed links in subscription e-mails: "confirm my subscription" (double opt-in) and
 * "unsubscribe me". A token names the subscriber document and what it may do, carries when it
 * was issued (and, for a confirmation, when it expires), and is signed with HMAC-SHA256 under a
 * server secret (a Functions secret on Firebase). It holds no address: a forwarded or leaked
 * link reveals only an opaque id.
 *
 *   v1.{purpose}.{subscriberId}.{issuedAt}.{expiresAt}.{signature}
 *
 * Times are whole seconds in base 36 (expiresAt 0: never); the signature is the hex HMAC of
 * everything before it.
 */

/** What a token lets its holder do. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/** The server's signing key, as a function: HMAC-SHA256 of `message`, hex. */
export type LinkSigner = (message: string) => Promise<string>;

/** Confirmation links work for a week; unsubscribe links never expire (old issues stay usable). */
export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a link that was altered, cut short or made up is told. */
export const LINK_INVALID = 'This link is not valid. It may have been cut short or altered.';
/** What a confirmation link older than a week is told. */
export const LINK_EXPIRED =
  'This confirmation link has expired. Confirmation links work for 7 days.';

const PREFIX: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };
const SUBSCRIBER_ID = /^[A-Za-z0-9_-]{1,128}$/;
const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/** A token's content once its signature checks out. */
export interface LinkClaims {
  purpose: LinkPurpose;
  subscriberId: string;
  issuedAt: Date;
  expiresAt: Date | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000).toString(36);

/** Signs a link token for `subscriberId`; confirmation tokens expire after a week. */
export async function signLinkToken(
  sign: LinkSigner,
  purpose: LinkPurpose,
  subscriberId: string,
  now: Date,
): Promise<string> {
  if (!SUBSCRIBER_ID.test(subscriberId)) throw new Error(`unsignable id ${subscriberId}`);
  const expiresAt =
    purpose === 'confirm' ? seconds(new Date(now.getTime() + CONFIRMATION_LINK_TTL_MS)) : '0';
  const body = `v1.${PREFIX[purpose]}.${subscriberId}.${seconds(now)}.${expiresAt}`;
  return `${body}.${await sign(body)}`;
}

/** Compares two strings in time that does not depend on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const invalid = () => new BackendError('invalid-argument', LINK_INVALID);

/**
 * The claims of a token made for `purpose`, or a BackendError: 'invalid-argument' (LINK_INVALID)
 * for anything malformed, altered or made for the other purpose, 'failed-precondition'
 * (LINK_EXPIRED) for a genuine confirmation link past its week.
 */
export async function verifyLinkToken(
  sign: LinkSigner,
  purpose: LinkPurpose,
  token: unknown,
  now: Date,
): Promise<LinkClaims> {
  if (typeof token !== 'string' || token.length > 400) throw invalid();
  const parts = token.split('.');
  if (parts.length !== 6) throw invalid();
  const [version, kind, subscriberId = '', issued = '', expires = '', signature = ''] = parts;
  if (version !== 'v1' || kind !== PREFIX[purpose]) throw invalid();
  if (!SUBSCRIBER_ID.test(subscriberId) || !HEX_SIGNATURE.test(signature)) throw invalid();
  const expected = await sign(parts.slice(0, 5).join('.'));
  if (!constantTimeEqual(expected, signature)) throw invalid();
  const issuedAt = new Date(parseInt(issued, 36) * 1000);
  const expiresSeconds = parseInt(expires, 36);
  if (Number.isNaN(issuedAt.getTime()) || Number.isNaN(expiresSeconds)) throw invalid();
  const expiresAt = expiresSeconds === 0 ? null : new Date(expiresSeconds * 1000);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new BackendError('failed-precondition', LINK_EXPIRED);
  }
  return { purpose, subscriberId, issuedAt, expiresAt };
}
