import { deleteApp, getApp } from 'firebase/app';
import type { Backend } from '../../src/backend/backend.ts';
import {
  FIXTURE_DISPATCHES,
  FIXTURE_ESSAYS,
  FIXTURE_PROMPTS,
  type ContractHarness,
  type MailKind,
} from '../../src/backend/contract/index.ts';
import { PASSWORD } from '../../src/backend/contract/personas.ts';
import type { EmulatorPorts } from '../../src/backend/firebase/config.ts';
import type { Dispatch, Essay, Prompt } from '../../src/domain/types.ts';
import { createFirebaseBackend } from '../../src/backend/firebase/index.ts';
import { subscriberSearchTerms } from '../../src/domain/subscribers-admin.ts';
import { firestoreRest } from './firestore-rest.ts';
import { runScheduledFunction } from '../../scripts/lib/cloud-scheduler.mjs';

const PROJECT_ID = 'demo-edge-navigator';
const API_KEY = 'demo-api-key';
const HOST = '127.0.0.1';

/** The emulators' ports, as scripts/emulators-exec.mjs hands them over. */
export function emulatorPorts(): EmulatorPorts {
  const raw = process.env.EDGE_EMULATOR_PORTS;
  if (!raw) {
    throw new Error(
      'EDGE_EMULATOR_PORTS is not set: run this suite with `npm run test:contract`, which ' +
        'starts the Auth, Firestore and Functions emulators.',
    );
  }
  const ports = JSON.parse(raw) as Partial<EmulatorPorts>;
  const { auth, firestore, functions, storage = 0 } = ports;
  if (!auth || !firestore || !functions)
    throw new Error(`EDGE_EMULATOR_PORTS lacks a port: ${raw}`);
  return { auth, firestore, functions, storage };
}

/** Fails in one line when an emulator is not answering, instead of every test timing out. */
export async function assertEmulatorsUp(ports: EmulatorPorts): Promise<void> {
  for (const name of ['auth', 'firestore', 'functions'] as const) {
    await fetch(`http://${HOST}:${ports[name]}/`, { signal: AbortSignal.timeout(5000) }).catch(
      (error: unknown) => {
        throw new Error(`The ${name} emulator does not answer on port ${ports[name]}: ${error}`);
      },
    );
  }
}

/** Content items as documents to write, keyed by their path. */
function contentDocs(content: { essays?: Essay[]; dispatches?: Dispatch[]; prompts?: Prompt[] }) {
  const docs: Record<string, Record<string, unknown>> = {};
  const put = (collection: string, items: { id: string }[] = []) => {
    for (const { id, ...data } of items) docs[`${collection}/${id}`] = data;
  };
  put('essays', content.essays);
  put('articles', content.dispatches);
  put('resources', content.prompts);
  return docs;
}

/**
 * The contract's harness on the firebase adapter against the Auth, Firestore (with
 * firestore.rules) and Functions emulators: each client is its own Firebase app; the harness
 * goes around the rules through the emulators' REST APIs with their owner token.
 */
export function createFirebaseHarness(ports: EmulatorPorts): ContractHarness {
  const db = firestoreRest(`${HOST}:${ports.firestore}`, PROJECT_ID);
  const auth = `http://${HOST}:${ports.auth}`;
  const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  const clients: string[] = [];
  let serial = 0;

  const authCall = async (path: string, body: unknown, what: string) => {
    const response = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const uidOf = async (email: string) => {
    const found = await authCall(
      `projects/${PROJECT_ID}/accounts:lookup`,
      { email: [email] },
      'looking up an account',
    );
    const uid = (found.users as { localId: string }[] | undefined)?.[0]?.localId;
    if (!uid) throw new Error(`no account for ${email}`);
    return uid;
  };

  return {
    client(): Backend {
      serial += 1;
      const appName = `contract-${serial}`;
      clients.push(appName);
      return createFirebaseBackend(
        { apiKey: API_KEY, projectId: PROJECT_ID, appId: `1:000:web:${appName}` },
        { emulatorHost: HOST, emulatorPorts: ports, appName },
      );
    },
    async reset() {
      await fetch(`${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
      await db.clear();
      await db.write(
        contentDocs({
          essays: FIXTURE_ESSAYS,
          dispatches: FIXTURE_DISPATCHES,
          prompts: FIXTURE_PROMPTS,
        }),
      );
    },
    addContent: async (content) => db.write(contentDocs(content)),
    async createAccount({ name, email, verified = false, admin = false }) {
      const created = await authCall(
        `accounts:signUp?key=${API_KEY}`,
        { email, password: PASSWORD, displayName: name },
        'creating an account',
      );
      const uid = String(created.localId);
      await authCall(
        `projects/${PROJECT_ID}/accounts:update`,
        {
          localId: uid,
          emailVerified: verified,
          ...(admin ? { customAttributes: JSON.stringify({ admin: true }) } : {}),
        },
        'updating an account',
      );
      await db.write({
        [`users/${uid}`]: { name },
        ...(admin ? { [`admins/${uid}`]: { email } } : {}),
      });
      return { uid, name, email, password: PASSWORD };
    },
    async verifyEmail(email) {
      await authCall(
        `projects/${PROJECT_ID}/accounts:update`,
        { localId: await uidOf(email), emailVerified: true },
        'verifying an account',
      );
    },
    async followResetLink(email, password) {
      const response = await fetch(`${auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; requestType: string; oobCode: string }[];
      };
      const code = oobCodes.findLast(
        (c) => c.email === email && c.requestType === 'PASSWORD_RESET',
      );
      if (!code) throw new Error(`no password-reset e-mail to ${email}`);
      await authCall(
        `accounts:resetPassword?key=${API_KEY}`,
        { oobCode: code.oobCode, newPassword: password },
        'following a reset link',
      );
    },
    async addSubscriber(row) {
      serial += 1;
      const id = `contract-${serial}`;
      await db.write({
        [`subscribers/${id}`]: { ...row, searchTerms: subscriberSearchTerms(row.email, row.name) },
      });
      return id;
    },
    async setDelivery(mailId, state, error) {
      const final = state === 'SUCCESS' || state === 'ERROR';
      const ended = final ? { endTime: new Date() } : {};
      const failed =
        state === 'ERROR' ? { error: error ?? '550 5.1.1 Recipient address rejected' } : {};
      await db.patch(`mail/${mailId}`, { delivery: { state, ...ended, ...failed } });
    },
    async settleRollups() {
      // The fold as foldAnalytics runs it, through the Admin SDK (loaded only when asked).
      const { foldRollups } = await import('../../functions/src/analytics-fold.ts');
      const { rollupTarget } = await import('../../functions/src/analytics-rollups.ts');
      const { adminDb } = await import('../../functions/src/admin-app.ts');
      await foldRollups(adminDb(), rollupTarget(adminDb()));
    },
    stored: (collection) => db.list(collection),
    async mailTo(email) {
      const response = await fetch(`${auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; requestType: string }[];
      };
      const kinds: Record<string, MailKind> = {
        VERIFY_EMAIL: 'verify-email',
        PASSWORD_RESET: 'password-reset',
      };
      return oobCodes
        .filter((code) => code.email === email)
        .map((code) => kinds[code.requestType]!);
    },
    async runScheduler() {
      await runScheduledFunction({
        functionsPort: ports.functions,
        projectId: PROJECT_ID,
        name: 'publishScheduled',
      });
    },
    async releaseClients() {
      const names = clients.splice(0);
      await Promise.all(names.map((name) => deleteApp(getApp(name))));
      localStorage.clear();
    },
  };
}
