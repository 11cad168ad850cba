// Grants (or with --revoke removes) the admin role on an account, by e-mail: the custom claim
// `admin: true` and the document admins/{uid}. The rules require both, so a revoked admin's ID
// token, still valid for up to an hour, opens nothing once the document is gone; revoking also
// revokes the account's refresh tokens. This is how the first admin is made: the app itself
// never lets users promote themselves.
//
// Anyone can sign up with anyone's address, and the owner's click on the verification e-mail
// verifies the account whoever opened it. So a grant first takes the account from whoever holds
// it, as the role callables do (src/domain/cms/admin-roles.ts, `secure`): a random password,
// other sign-in methods unlinked, every session revoked; the owner comes back in through
// "Forgot password?", whose link only their mailbox receives.
import { randomBytes } from 'node:crypto';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const USAGE = `Usage: npm run admin:grant -- <email> [--revoke]

Makes the account with that e-mail an admin: the custom claim {admin: true} and the document
admins/{uid}, which the security rules both require. Only an account with a verified e-mail can
be made admin, and it is first signed out everywhere with a new random password: its owner
chooses a password through "Forgot password?" on the sign-in page, so nobody else who knew the
old one keeps the account. --revoke removes both and revokes the account's refresh tokens.

Against the emulators: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (e.g.
127.0.0.1:9099 and 127.0.0.1:8080); the project id is GCLOUD_PROJECT, or demo-edge-navigator.
Against a real project: Application Default Credentials (gcloud auth application-default login,
or GOOGLE_APPLICATION_CREDENTIALS) and GCLOUD_PROJECT=<project id>.

A new admin has the role once they sign in with the password they chose.`;

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
    // Half on the emulators would write admins/{uid} to a real project's Firestore.
    if (!process.env.FIRESTORE_EMULATOR_HOST) {
      throw new Error('FIREBASE_AUTH_EMULATOR_HOST is set but FIRESTORE_EMULATOR_HOST is not.');
    }
    const target = projectId || 'demo-edge-navigator';
    return { app: initializeApp({ projectId: target }), target: `${target} (Auth emulator)` };
  }
  const options = { credential: applicationDefault(), ...(projectId ? { projectId } : {}) };
  return {
    app: initializeApp(options),
    target: projectId || 'the default project of your credentials',
  };
}

/** The account as it is now, printed before anything changes. */
function describe(user, target) {
  return [
    `Account on ${target}:`,
    `  uid       ${user.uid}`,
    `  e-mail    ${user.email}`,
    `  verified  ${user.emailVerified ? 'yes' : 'no'}`,
    `  claims    ${JSON.stringify(user.customClaims ?? {})}`,
  ].join('\n');
}

/**
 * The account taken from whoever holds it (as functions/src/admin-roles-store.ts does): a random
 * password, other sign-in methods unlinked, then, past the next second (Auth revokes whole
 * seconds), every refresh token revoked.
 */
async function secure(auth, user) {
  const others = user.providerData.map((p) => p.providerId).filter((id) => id !== 'password');
  await auth.updateUser(user.uid, {
    password: randomBytes(32).toString('base64url'),
    ...(others.length > 0 ? { providersToUnlink: others } : {}),
  });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await auth.revokeRefreshTokens(user.uid);
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
  console.log(describe(user, target));
  // Anyone can sign up with any address: until its owner has clicked the verification link, the
  // account may belong to someone else who signed up first with the owner's e-mail.
  if (!parsed.revoke && !user.emailVerified) {
    console.error(
      `Refused: ${parsed.email} is not verified, so this account may not be its owner's. ` +
        'They must open the link in the verification e-mail first.',
    );
    return EXIT.failed;
  }
  const claims = { ...user.customClaims };
  if (parsed.revoke) delete claims.admin;
  else claims.admin = true;
  const adminDoc = getFirestore(app).collection('admins').doc(user.uid);
  if (parsed.revoke) {
    // The document first: the rules stop honouring the admin at once, whatever token they hold.
    await adminDoc.delete();
    await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
    await auth.revokeRefreshTokens(user.uid);
    console.log(`Revoked admin from ${parsed.email} (uid ${user.uid}) on ${target}.`);
    console.log('Their refresh tokens are revoked: every session of theirs must sign in again.');
    return EXIT.ok;
  }
  if (user.customClaims?.admin === true && (await adminDoc.get()).exists) {
    console.log(`${parsed.email} is an admin already; nothing changed.`);
    return EXIT.ok;
  }
  // Secured before the claim exists: no session of whoever opened the account lives to refresh
  // into a token that carries it.
  await secure(auth, user);
  await auth.setCustomUserClaims(user.uid, claims);
  await adminDoc.set({ email: user.email, grantedAt: FieldValue.serverTimestamp() });
  console.log(`Granted admin to ${parsed.email} (uid ${user.uid}) on ${target}.`);
  console.log(
    'The account is signed out everywhere and its password replaced: its owner chooses a new ' +
      "one through 'Forgot password?' on the sign-in page (/auth), then signs in with the role.",
  );
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
