import type { DeliveryState } from '../../domain/mail.ts';
import { resetDemoPassword } from './account-security.ts';
import type { DemoDatabase } from './database.ts';
import { createDemoDatabase } from './database.ts';
import { createIdbKeyValueStore, createMemoryKeyValueStore } from './kv-store.ts';
import { deliverDemoMail, reportDemoBounces } from './mail-delivery.ts';
import {
  COLLECTION_NAMES,
  DEFAULT_DB_NAME,
  STORE_NAME,
  sessionKeyFor,
  type CollectionName,
} from './records.ts';
import { browserSessionStorage, createSessionController } from './session.ts';
import type { SessionController } from './session.ts';

/** The data and session one demo backend works on. */
export interface DemoEnvironment {
  db: DemoDatabase;
  session: SessionController;
}

/** Controls for tests and the browser console; they work offline and need no sign-in. */
export interface DemoControls {
  /** Restores the seed exactly and signs out. */
  reset(): Promise<void>;
  /** One collection's documents, or every collection when none is named. */
  dump(collection?: CollectionName): Promise<unknown>;
  /** Marks an account's e-mail verified; false when there is no such account. */
  verifyEmail(email: string): Promise<boolean>;
  /**
   * Reports a queued mail's delivery as the Trigger Email extension would ('ERROR' three times
   * running marks the address bounced); resolves whether it did.
   */
  deliverMail(mailId: string, state: DeliveryState, error?: string): Promise<boolean>;
  /** Reports a hard bounce or a complaint as the mail provider's webhook would; rows changed. */
  reportBounce(email: string, type?: 'bounce' | 'complaint'): Promise<number>;
  /**
   * What the password-reset e-mail's link does: the new password, the address verified, every
   * session signed out. False when there is no such account.
   */
  setPassword(email: string, password: string): Promise<boolean>;
}

/** The controls of one environment. */
export function createDemoControls({ db, session }: DemoEnvironment): DemoControls {
  return {
    async reset() {
      await db.reset();
      session.set(null); // a fresh demo starts signed out, like a new browser
    },
    async dump(collection) {
      if (collection === undefined) return db.dumpAll();
      if (!COLLECTION_NAMES.includes(collection)) {
        throw new Error(
          `Unknown collection '${collection}'; one of: ${COLLECTION_NAMES.join(', ')}`,
        );
      }
      return db.list(collection);
    },
    async verifyEmail(email) {
      const normalised = email.trim().toLowerCase();
      const found = await db.mutate('accounts', (accounts) => {
        const account = accounts.find((a) => a.email === normalised);
        if (account) account.emailVerified = true;
        return account !== undefined;
      });
      const user = session.current();
      if (found && user?.email === normalised) session.set({ ...user, emailVerified: true });
      return found;
    },
    deliverMail: (mailId, state, error) =>
      deliverDemoMail(db, mailId, state, error === undefined ? {} : { error }),
    reportBounce: (email, type = 'bounce') => reportDemoBounces(db, { email, type }),
    async setPassword(email, password) {
      // Auth's own minimum; the sign-up form asks for more, Firebase's reset page does not.
      if (password.length < 6) throw new Error('Password should be at least 6 characters.');
      const found = await resetDemoPassword(db, email, password);
      // This browser's session, if it was that account's, ends with the others.
      if (found && session.current()?.email === email.trim().toLowerCase()) session.set(null);
      return found;
    },
  };
}

const environments = new Map<string, DemoEnvironment>();

/**
 * The browser environment for a database name, shared by every backend and control using it:
 * IndexedDB (in memory where there is none, e.g. jsdom) and localStorage.
 */
export function browserDemoEnvironment(dbName = DEFAULT_DB_NAME): DemoEnvironment {
  let environment = environments.get(dbName);
  if (!environment) {
    const kv =
      typeof indexedDB === 'undefined'
        ? createMemoryKeyValueStore()
        : createIdbKeyValueStore(dbName, STORE_NAME);
    environment = {
      db: createDemoDatabase(kv),
      session: createSessionController(browserSessionStorage(), sessionKeyFor(dbName)),
    };
    environments.set(dbName, environment);
  }
  return environment;
}

/** Restores the demo data to the seed and signs out. */
export function resetDemo(dbName = DEFAULT_DB_NAME): Promise<void> {
  return createDemoControls(browserDemoEnvironment(dbName)).reset();
}

/** Resets the demo when the URL has `?demo-reset`; resolves whether it did. */
export async function maybeResetFromUrl(url: URL): Promise<boolean> {
  if (!url.searchParams.has('demo-reset')) return false;
  await resetDemo();
  return true;
}

/** Marks a demo account's e-mail verified (the demo sends no real verification mail). */
export function verifyDemoEmail(email: string, dbName = DEFAULT_DB_NAME): Promise<boolean> {
  return createDemoControls(browserDemoEnvironment(dbName)).verifyEmail(email);
}

/** What the app attaches to `window.edgeDemo` in demo mode, for browser tests and the console. */
export const demoDebug = {
  reset: (): Promise<void> => resetDemo(),
  dump: (collection?: CollectionName): Promise<unknown> =>
    createDemoControls(browserDemoEnvironment()).dump(collection),
  verifyEmail: (email: string): Promise<boolean> => verifyDemoEmail(email),
  setPassword: (email: string, password: string): Promise<boolean> =>
    createDemoControls(browserDemoEnvironment()).setPassword(email, password),
};
