import type { Backend } from '../backend.ts';
import type { DeliveryState } from '../../domain/mail.ts';
import type { Dispatch, Essay, Prompt, Subscriber } from '../../domain/types.ts';

/** An account the harness made, with what it takes to sign in as it. */
export interface Person {
  uid: string;
  name: string;
  email: string;
  password: string;
}

/** The collections whose stored rows the contract looks at after a write. */
export type StoredCollection =
  | 'subscribers'
  | 'contacts'
  | 'page_views'
  | 'social_shares'
  | 'users'
  | 'mail'
  | 'newsletters'
  // The CMS's writes (issue 12).
  | 'essays'
  | 'articles'
  | 'resources';

/** An e-mail the backend "sent" (Auth's verification and reset mails). */
export type MailKind = 'verify-email' | 'password-reset';

/**
 * What the contract needs of a backend besides the Backend itself: new clients, and a way
 * around the rules (as the Admin SDK, the seed or the CMS would) to set up and inspect data.
 * One implementation per adapter (demo: ./demo-harness.ts; firebase: tests/contract/).
 */
export interface ContractHarness {
  /** A new client of the same backend, signed out: another device or browser. */
  client(): Backend;
  /** Empties every collection and account, then writes the content fixtures (./fixtures.ts). */
  reset(): Promise<void>;
  /** An account with its profile; verified and admin (claim + admins/{uid}) as asked. */
  createAccount(input: {
    name: string;
    email: string;
    verified?: boolean;
    admin?: boolean;
  }): Promise<Person>;
  /** Marks the address verified, as following the link in the verification mail does. */
  verifyEmail(email: string): Promise<void>;
  /** Follows the newest password-reset link sent to the address, choosing `password`. */
  followResetLink(email: string, password: string): Promise<void>;
  /** Writes more content beside the fixtures, as the CMS would have (lists and pages). */
  addContent(content: {
    essays?: Essay[];
    dispatches?: Dispatch[];
    prompts?: Prompt[];
  }): Promise<void>;
  /**
   * Writes a subscriber row as the callable and then an admin would have left it (with its
   * search terms on Firebase); resolves with its id.
   */
  addSubscriber(row: Omit<Subscriber, 'id'>): Promise<string>;
  /**
   * Sets a queued mail's delivery as the Trigger Email extension does (a final state with its
   * end and error); the backend then handles it as a delivery report (the `mail` trigger on
   * Firebase, at once in the demo).
   */
  setDelivery(mailId: string, state: DeliveryState, error?: string): Promise<void>;
  /**
   * Brings the analytics rollups up to date as the scheduled fold does every minute on Firebase
   * (the emulators run no scheduler); the demo's are always current.
   */
  settleRollups(): Promise<void>;
  /** The stored documents of a collection (dates as Date), for checking what a write left. */
  stored(collection: StoredCollection): Promise<Record<string, unknown>[]>;
  /** The mails sent to an address, oldest first. */
  mailTo(email: string): Promise<MailKind[]>;
  /**
   * Runs the scheduler once, as Cloud Scheduler runs `publishScheduled` every minute (the demo
   * runs it before every read: nothing to do there).
   */
  runScheduler(): Promise<void>;
  /** Releases the clients made since the last call (after each test). */
  releaseClients(): Promise<void>;
}
