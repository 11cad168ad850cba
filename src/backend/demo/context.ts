import type { DemoDatabase } from './database.ts';
import type { Remote } from './remote.ts';
import type { SessionController } from './session.ts';

/** What every part of the demo backend shares. */
export interface DemoContext {
  db: DemoDatabase;
  session: SessionController;
  /** Wraps every call: latency, offline failure, BackendError conversion. */
  remote: Remote;
  now: () => Date;
  /** The owners who may claim the admin role (the Functions param ADMIN_EMAILS on Firebase). */
  adminEmails: readonly string[];
  /** Publishes what is due and sends due newsletters (scheduler.ts): run before reads. */
  publishDue: () => Promise<void>;
}
