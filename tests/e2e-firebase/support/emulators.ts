// The emulators behind the Firebase browser journeys, reached the way the contract suite reaches
// them (tests/contract/): their REST APIs, with the owner token where the rules must not apply
// (seeding, inspecting what the app wrote) and with a user's ID token where they must.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { decodeFields, firestoreRest } from '../../contract/firestore-rest.ts';

export const PROJECT_ID = 'demo-edge-navigator';
export const EMULATOR_HOST = '127.0.0.1';
const API_KEY = 'demo-api-key';
const ROOT = resolve(import.meta.dirname, '../../..');

/** The emulators' ports, as scripts/emulators-exec.mjs hands them over. */
export function emulatorPorts(): { auth: number; firestore: number; functions: number } {
  const raw = process.env.EDGE_EMULATOR_PORTS;
  if (!raw) {
    throw new Error(
      'EDGE_EMULATOR_PORTS is not set: run this suite with `npm run test:e2e-firebase`.',
    );
  }
  const { auth, firestore, functions } = JSON.parse(raw) as Record<string, number>;
  if (!auth || !firestore || !functions)
    throw new Error(`EDGE_EMULATOR_PORTS lacks a port: ${raw}`);
  return { auth, firestore, functions };
}

/** Fails in one line when an emulator is not answering. */
export async function assertEmulatorsUp(ports = emulatorPorts()): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    await fetch(`http://${EMULATOR_HOST}:${port}/`, { signal: AbortSignal.timeout(5000) }).catch(
      (error: unknown) => {
        throw new Error(`The ${name} emulator does not answer on port ${port}: ${String(error)}`);
      },
    );
  }
}

const authUrl = (path: string) =>
  `http://${EMULATOR_HOST}:${emulatorPorts().auth}/${path.replace(/^\//, '')}`;

/** Firestore around the rules (the owner token): list, write, clear. */
export function firestore() {
  return firestoreRest(`${EMULATOR_HOST}:${emulatorPorts().firestore}`, PROJECT_ID);
}

/** Empties Auth and Firestore, then seeds them as `npm run emulators` does. */
export async function resetAndSeed(): Promise<void> {
  const accounts = await fetch(authUrl(`emulator/v1/projects/${PROJECT_ID}/accounts`), {
    method: 'DELETE',
  });
  if (!accounts.ok) throw new Error(`clearing Auth: ${accounts.status}`);
  await firestore().clear();
  const { auth, firestore: db } = emulatorPorts();
  await promisify(execFile)(process.execPath, [resolve(ROOT, 'scripts/seed-emulators.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `${EMULATOR_HOST}:${db}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR_HOST}:${auth}`,
    },
  });
}

/** Signs in through the Auth emulator's REST API; the ID token carries the account's claims. */
export async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    authUrl(`identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken)
    throw new Error(`signing in ${email}: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * Lists a collection as the holder of `token` (null: a visitor), through the rules: the HTTP
 * status (403 when the rules refuse) and the documents.
 */
export async function listAs(
  token: string | null,
  collection: string,
): Promise<{ status: number; documents: Record<string, unknown>[] }> {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(
    `http://${EMULATOR_HOST}:${emulatorPorts().firestore}/v1/${root}/${collection}?pageSize=1000`,
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok) return { status: response.status, documents: [] };
  const body = (await response.json()) as {
    documents?: { name: string; fields?: Record<string, Record<string, unknown>> }[];
  };
  return {
    status: response.status,
    documents: (body.documents ?? []).map((doc) => ({
      id: doc.name.slice(doc.name.lastIndexOf('/') + 1),
      ...decodeFields(doc.fields ?? {}),
    })),
  };
}

/** The out-of-band links (verification, reset) the Auth emulator "sent" to an address. */
export async function mailTo(
  email: string,
): Promise<{ requestType: string; oobLink: string; oobCode: string }[]> {
  const response = await fetch(authUrl(`emulator/v1/projects/${PROJECT_ID}/oobCodes`));
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email: string; requestType: string; oobLink: string; oobCode: string }[];
  };
  return oobCodes.filter((code) => code.email === email);
}

/** An account as the Auth emulator holds it (owner token): uid, verification, claims. */
export async function account(
  email: string,
): Promise<{ uid: string; emailVerified: boolean; claims: Record<string, unknown> } | null> {
  const response = await fetch(
    authUrl(`identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`),
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const { users = [] } = (await response.json()) as {
    users?: { localId: string; emailVerified?: boolean; customAttributes?: string }[];
  };
  const user = users[0];
  if (!user) return null;
  return {
    uid: user.localId,
    emailVerified: Boolean(user.emailVerified),
    claims: user.customAttributes
      ? (JSON.parse(user.customAttributes) as Record<string, unknown>)
      : {},
  };
}
