// Grants (or with --revoke removes) the `admin` custom claim on an account, by e-mail.
// This is how the first admin is made: the app itself never lets users promote themselves.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const USAGE = `Usage: npm run admin:grant -- <email> [--revoke]

Sets the custom claim {admin: true} on the account with that e-mail (--revoke removes it).

Against the emulators: set FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099); the project id
is GCLOUD_PROJECT, or demo-edge-navigator.
Against a real project: Application Default Credentials (gcloud auth application-default login,
or GOOGLE_APPLICATION_CREDENTIALS) and GCLOUD_PROJECT=<project id>.

The user sees the change after their ID token refreshes (sign out and in, or within an hour).`;

const EXIT = { ok: 0, failed: 1, usage: 2 };

/** Reads `<email> [--revoke]`; null when the arguments are not that. */
function parseArgs(args) {
  const revoke = args.includes('--revoke');
  const rest = args.filter((arg) => arg !== '--revoke');
  if (rest.length !== 1 || rest[0].startsWith('-') || !rest[0].includes('@')) return null;
  return { email: rest[0].trim(), revoke };
}

/** The Admin app for the emulators or, without FIREBASE_AUTH_EMULATOR_HOST, the real project. */
function createApp() {
  const projectId = process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const target = projectId || 'demo-edge-navigator';
    return { app: initializeApp({ projectId: target }), target: `${target} (Auth emulator)` };
  }
  const options = { credential: applicationDefault(), ...(projectId ? { projectId } : {}) };
  return {
    app: initializeApp(options),
    target: projectId || 'the default project of your credentials',
  };
}

/** Grants or revokes, keeping any other custom claims the account has. */
async function main(args) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return EXIT.ok;
  }
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(`${args.length === 0 ? 'Missing e-mail.' : 'Unexpected arguments.'}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const { app, target } = createApp();
  const auth = getAuth(app);
  let user;
  try {
    user = await auth.getUserByEmail(parsed.email);
  } catch (error) {
    if (error?.code === 'auth/user-not-found') {
      console.error(
        `No account with e-mail ${parsed.email} on ${target}; they must sign up first.`,
      );
      return EXIT.failed;
    }
    throw error;
  }
  const claims = { ...user.customClaims };
  if (parsed.revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  const verb = parsed.revoke ? 'Revoked admin from' : 'Granted admin to';
  console.log(`${verb} ${parsed.email} (uid ${user.uid}) on ${target}.`);
  console.log('They see it once their ID token refreshes (sign out and in again).');
  return EXIT.ok;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`admin:grant failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error(
      'Without FIREBASE_AUTH_EMULATOR_HOST this talks to a real project: check your Application ' +
        'Default Credentials and GCLOUD_PROJECT.',
    );
  }
  process.exitCode = EXIT.failed;
}
