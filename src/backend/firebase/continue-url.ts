import type { ActionCodeSettings } from 'firebase/auth';

/** Auth's refusals of an e-mail link's continue URL (the site's own address). */
export const CONTINUE_URI_CODES = new Set([
  'auth/unauthorized-continue-uri',
  'auth/invalid-continue-uri',
  'auth/missing-continue-uri',
]);

/**
 * Sends an account e-mail (verification, password reset) whose link returns to `path` on this
 * site. Auth refuses that continue URL when the site's domain is not among its authorised
 * domains (a first deploy, a new custom domain): the e-mail then goes without one, so its link
 * ends on Firebase's own page, and the console says what the owner should fix.
 */
export async function sendWithContinueUrl(
  send: (settings?: ActionCodeSettings) => Promise<void>,
  path: string,
): Promise<void> {
  try {
    await send({ url: `${location.origin}${path}` });
  } catch (error) {
    if (!CONTINUE_URI_CODES.has((error as { code?: string }).code ?? '')) throw error;
    console.warn(
      `EDGE Navigator: Firebase Auth refused ${location.origin} as the e-mail's continue URL; ` +
        "add this domain to Auth's authorised domains (Firebase console, Authentication, " +
        'Settings). Sending the e-mail without it.',
    );
    await send();
  }
}
