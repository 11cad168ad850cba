import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minimatch } from 'minimatch';
import { contentSecurityPolicy } from '../../../src/pwa/content-security-policy.ts';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const firebaseJson = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../firebase.json'), 'utf8'),
) as { hosting: { headers: HeaderRule[] } };

const CSP = 'Content-Security-Policy';

/**
 * The headers Firebase Hosting sends for `pathname`, read from firebase.json as its emulator
 * (superstatic) does: every rule whose glob matches the path applies, in order, a later value
 * replacing an earlier one. An emulator build (`emulatorHost`) gets the policy that also lets
 * it reach the Emulator Suite, in place of the production one.
 */
export function hostingHeaders(
  pathname: string,
  { emulatorHost = null }: { emulatorHost?: string | null } = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of firebaseJson.hosting.headers) {
    const source = rule.source.startsWith('/') ? rule.source : `/${rule.source}`;
    if (!minimatch(pathname, source)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  if (emulatorHost && headers[CSP]) {
    // Swap only the policy firebase.json is known to hold (its unit test checks the same).
    if (headers[CSP] !== contentSecurityPolicy()) {
      throw new Error("firebase.json's Content-Security-Policy is not contentSecurityPolicy()");
    }
    headers[CSP] = contentSecurityPolicy({ emulatorHost });
  }
  return headers;
}
