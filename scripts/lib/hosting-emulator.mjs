// What `npm run emulators` serves on the Hosting emulator: an emulator build of the app
// (dist-emulators/, so the demo build in dist/ stays as it is) under firebase.json's headers,
// its Content-Security-Policy also letting the app reach the emulators' host, exactly as
// src/platform/document/content-security-policy.ts words it for emulator builds (a test holds them
// equal).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const EMULATOR_DIST = 'dist-emulators';

/** The policy `policy` with `http://{host}:*` added where emulator builds need it. */
export function widenPolicyForEmulators(policy, host) {
  return policy
    .split('; ')
    .map((directive) =>
      /^(img-src|connect-src) /.test(directive) ? `${directive} http://${host}:*` : directive,
    )
    .join('; ');
}

/**
 * firebase.json's hosting section for an emulator build in `dir` (dist-emulators/ unless said),
 * its policy widened for `host`.
 */
export function emulatorHosting(hosting, host, dir = EMULATOR_DIST) {
  return {
    ...hosting,
    public: dir,
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? { ...header, value: widenPolicyForEmulators(header.value, host) }
          : header,
      ),
    })),
  };
}

/** Whether firebase-tools has the Emulator UI already (it is a download, and this is offline). */
export function emulatorUiDownloaded() {
  const cache = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache/firebase/emulators');
  return existsSync(cache) && readdirSync(cache).some((name) => name.startsWith('ui-'));
}
