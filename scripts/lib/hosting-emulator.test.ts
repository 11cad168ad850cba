import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/platform/document/content-security-policy.ts';
import { emulatorHosting, widenPolicyForEmulators } from './hosting-emulator.mjs';

const firebaseJson = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8'),
) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };

describe('the Hosting emulator of npm run emulators', () => {
  it("widens firebase.json's policy exactly as the app's emulator builds word it", () => {
    expect(widenPolicyForEmulators(contentSecurityPolicy(), '127.0.0.1')).toBe(
      contentSecurityPolicy({ emulatorHost: '127.0.0.1' }),
    );
  });

  it('serves dist-emulators/ with every other header of firebase.json as it is', () => {
    const hosting = emulatorHosting(firebaseJson.hosting, '127.0.0.1');
    expect(hosting.public).toBe('dist-emulators');
    const policies = hosting.headers
      .flatMap((rule) => rule.headers)
      .filter((h) => h.key === 'Content-Security-Policy');
    expect(policies.map((h) => h.value)).toEqual([
      contentSecurityPolicy({ emulatorHost: '127.0.0.1' }),
    ]);
    const others = (h: { headers: { key: string }[] }[]) =>
      h.flatMap((rule) => rule.headers).filter((x) => x.key !== 'Content-Security-Policy');
    expect(others(hosting.headers)).toEqual(others(firebaseJson.hosting.headers));
  });
});
