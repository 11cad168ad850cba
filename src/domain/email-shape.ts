/**
 * A plain shape check for an e-mail address (something@domain.tld), as Firebase Auth's own is.
 * Forms use it to answer an obvious typo without a round trip; the servers' stricter rules
 * (zod on Functions) still apply. zod itself would add 22 KB to the visitor's first load.
 */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}
