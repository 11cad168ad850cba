import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minimatch } from 'minimatch';
import { contentSecurityPolicy } from '../../../src/platform/document/content-security-policy.ts';

const asPath = (source: string) => (source.startsWith('/') ? source : `/${source}`);

/** A header rule: its paths by glob (`source`) or by regular expression (`regex`). */
type HeaderRule = ({ source: string } | { regex: string }) & {
  headers: { key: string; value: string }[];
};

/** Whether a header rule applies to `pathname`, as superstatic matches it. */
const applies = (rule: HeaderRule, pathname: string) =>
  'regex' in rule
    ? new RegExp(rule.regex, 'u').test(pathname)
    : minimatch(pathname, asPath(rule.source));

/** A rewrite: to a file of the build, or to a function (the page renderer). */
type Rewrite = { source: string } & (
  { destination: string } | { function: { functionId: string; region?: string } }
);

const firebaseJson = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../firebase.json'), 'utf8'),
) as { hosting: { headers: HeaderRule[]; rewrites: Rewrite[] } };

/**
 * Where Firebase Hosting sends a request for `pathname` no file answers: the first rewrite of
 * firebase.json whose glob matches (a file of the build, or the function named), else nothing.
 */
export function hostingRewrite(pathname: string): { file: string } | { functionId: string } | null {
  const rule = firebaseJson.hosting.rewrites.find((r) => minimatch(pathname, asPath(r.source)));
  if (!rule) return null;
  return 'destination' in rule
    ? { file: rule.destination }
    : { functionId: rule.function.functionId };
}

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
    if (!applies(rule, pathname)) continue;
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
