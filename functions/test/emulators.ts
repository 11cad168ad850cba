import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export const PROJECT_ID = 'demo-edge-navigator';

/** host:port of the Auth emulator that `firebase emulators:exec` started. */
export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  return host;
}

/** host:port of the Cloud Firestore emulator. */
export function firestoreEmulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
  return host;
}

/** Empties both emulators so every test starts from nothing (their own REST endpoints). */
export async function resetEmulators(): Promise<void> {
  const firestore = await fetch(
    `http://${firestoreEmulatorHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!firestore.ok) throw new Error(`Firestore emulator reset failed: ${firestore.status}`);
  const auth = await fetch(
    `http://${authEmulatorHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`,
    { method: 'DELETE' },
  );
  if (!auth.ok) throw new Error(`Auth emulator reset failed: ${auth.status}`);
}

function app() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

/** The Admin SDK's Firestore, pointed at the Cloud Firestore emulator. */
export function testDb(): Firestore {
  return getFirestore(app());
}

/** The Admin SDK's Auth, pointed at the Auth emulator. */
export function testAuth(): Auth {
  return getAuth(app());
}

/** Signs in through the Auth emulator's REST API, as the web SDK would, and returns the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}
