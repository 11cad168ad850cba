import type { Backend } from '../backend.ts';
import { resetDemoPassword } from '../demo/account-security.ts';
import { createDemoDatabase } from '../demo/database.ts';
import { createDemoBackend } from '../demo/index.ts';
import { newId } from '../demo/ids.ts';
import { createMemoryKeyValueStore } from '../demo/kv-store.ts';
import { deliverDemoMail } from '../demo/mail-delivery.ts';
import { hashPassword } from '../demo/password.ts';
import { COLLECTION_NAMES } from '../demo/records.ts';
import { createMemorySessionStorage } from '../demo/session.ts';
import { FIXTURE_DISPATCHES, FIXTURE_ESSAYS, FIXTURE_PROMPTS } from './fixtures.ts';
import type { ContractHarness } from './harness.ts';
import { OWNER_EMAIL, PASSWORD } from './personas.ts';

/**
 * The contract's harness on the demo backend: every client shares one in-memory database (as
 * browser tabs share IndexedDB) and keeps its own session (as devices do); the harness writes
 * that database directly, as the seed does.
 */
export function createDemoHarness(): ContractHarness {
  const storage = createMemoryKeyValueStore();
  const db = createDemoDatabase(storage);
  const online = { isOnline: () => true };
  const harness: ContractHarness = {
    client: (): Backend =>
      createDemoBackend({
        latencyMs: 0,
        storage,
        sessionStorage: createMemorySessionStorage(),
        connectivity: online,
        // As functions/.env.demo-edge-navigator gives the Functions emulator.
        adminEmails: [OWNER_EMAIL],
      }),
    async reset() {
      await db.reset();
      for (const name of COLLECTION_NAMES) await db.mutate(name, (docs) => void docs.splice(0));
      await db.mutate('essays', (docs) => void docs.push(...FIXTURE_ESSAYS));
      await db.mutate('articles', (docs) => void docs.push(...FIXTURE_DISPATCHES));
      await db.mutate('resources', (docs) => void docs.push(...FIXTURE_PROMPTS));
    },
    async createAccount({ name, email, verified = false, admin = false }) {
      const uid = newId(28);
      const account = {
        uid,
        email,
        passwordHash: await hashPassword(uid, PASSWORD),
        displayName: name,
        emailVerified: verified,
        isAdmin: admin,
        createdAt: new Date(),
      };
      await db.mutate('accounts', (accounts) => void accounts.push(account));
      await db.mutate('users', (users) => void users.push({ id: uid, name }));
      return { uid, name, email, password: PASSWORD };
    },
    async verifyEmail(email) {
      await db.mutate('accounts', (accounts) => {
        for (const account of accounts) if (account.email === email) account.emailVerified = true;
      });
    },
    async followResetLink(email, password) {
      const sent = (await db.list('outbox')).some(
        (message) => message.to === email && message.type === 'password-reset',
      );
      if (!sent || !(await resetDemoPassword(db, email, password))) {
        throw new Error(`no password-reset e-mail to ${email}`);
      }
    },
    async addContent({ essays = [], dispatches = [], prompts = [] }) {
      await db.mutate('essays', (docs) => void docs.push(...essays));
      await db.mutate('articles', (docs) => void docs.push(...dispatches));
      await db.mutate('resources', (docs) => void docs.push(...prompts));
    },
    async addSubscriber(row) {
      const id = newId();
      await db.mutate('subscribers', (rows) => void rows.push({ id, ...row }));
      return id;
    },
    async setDelivery(mailId, state, error) {
      await deliverDemoMail(db, mailId, state, error === undefined ? {} : { error });
    },
    settleRollups: async () => {},
    stored: async (collection) =>
      (await db.list(collection)) as unknown as Record<string, unknown>[],
    async mailTo(email) {
      return (await db.list('outbox'))
        .filter((message) => message.to === email)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((message) => message.type);
    },
    async runScheduler() {
      // The demo publishes what is due before every read (demo/scheduler.ts): someone reads.
      await harness.client().content.listEssays({ limit: 1 });
    },
    async releaseClients() {
      // Nothing to release: clients hold no connections.
    },
  };
  return harness;
}
