import { afterEach } from 'vitest';

// Firebase Auth refuses a continue URL on a domain missing from its authorised domains with
// HTTP 400 UNAUTHORIZED_DOMAIN, which the SDK turns into its own `auth/unauthorized-continue-uri`
// error. The emulator checks no authorised domains, so this module can give that one answer to
// the e-mail action requests (sendOobCode); everything else goes to the emulator.
//
// A setup file: it must wrap fetch before the Auth SDK loads, because the SDK's Node build
// keeps the fetch it found then.

const UNAUTHORIZED = 'UNAUTHORIZED_DOMAIN : Domain not allowlisted by project';

let mode: 'none' | 'continue-urls' | 'all' = 'none';
const refused: Record<string, unknown>[] = [];
const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (mode !== 'none' && url.includes('accounts:sendOobCode')) {
    const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<
      string,
      unknown
    >;
    if (mode === 'all' || 'continueUrl' in body) {
      refused.push(body);
      const error = { code: 400, message: UNAUTHORIZED, errors: [{ message: UNAUTHORIZED }] };
      return new Response(JSON.stringify({ error }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }
  }
  return realFetch(input, init);
};

afterEach(() => {
  mode = 'none';
  refused.length = 0;
});

/**
 * From now until the test ends, Auth refuses every e-mail action request with a continue URL
 * (or, with `all`, every one) as it does for an unauthorised domain. Returns the refused
 * request bodies.
 */
export function refuseContinueUrls({ all = false } = {}): Record<string, unknown>[] {
  mode = all ? 'all' : 'continue-urls';
  return refused;
}
