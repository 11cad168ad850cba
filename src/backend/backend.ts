import type { ContactInput } from '../domain/contact.ts';
import type { ListQuery, PromptQuery } from '../domain/content-query.ts';
import type { AdminBackend } from './admin-api.ts';
import type { SearchIndexFile } from '../domain/search/search-index.ts';
import type { SubscribeInput } from '../domain/subscribe.ts';
import type {
  AuthUser,
  Dispatch,
  Essay,
  PageViewInput,
  Profile,
  Prompt,
  SocialShareInput,
} from '../domain/types.ts';

export type Unsubscribe = () => void;

/** Sign-up details; the name becomes the profile name and the Auth display name. */
export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Accounts: e-mail and password, with verification and password reset. */
export interface AuthApi {
  /** Calls back with the current user at once (after the initial session lookup) and on every change. */
  onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Creates the account and its profile, and sends the verification e-mail. */
  signUp(input: SignUpInput): Promise<AuthUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends the signed-in user another verification e-mail ('unauthenticated' when signed out). */
  sendVerificationEmail(): Promise<void>;
  /**
   * Re-reads the signed-in account, e.g. after its e-mail was verified in another tab or the
   * mail app; listeners hear of any change. Signed out: does nothing.
   */
  refreshUser(): Promise<void>;
}

/**
 * Public reads: only published essays and dispatches, only active prompts. Lists come newest
 * first, and between pieces of the same date by id descending; a `ListQuery` narrows a list to a
 * tag and pages it (`limit`, then `after` the last item of the page before).
 */
export interface ContentApi {
  /** Published essays, newest `publishedAt` first. */
  listEssays(query?: ListQuery): Promise<Essay[]>;
  /** The newest published essay with exactly this title (the home page's featured essay). */
  getEssayByTitle(title: string): Promise<Essay | null>;
  getEssayBySlug(slug: string): Promise<Essay | null>;
  getEssayById(id: string): Promise<Essay | null>;
  /** Published dispatches, newest `publishedAt` first. */
  listDispatches(query?: ListQuery): Promise<Dispatch[]>;
  getDispatchBySlug(slug: string): Promise<Dispatch | null>;
  /** Active prompts, newest `createdAt` first (a category page orders them itself). */
  listPrompts(query?: PromptQuery): Promise<Prompt[]>;
  /** The newest `limit` featured active prompts. */
  listFeaturedPrompts(limit: number): Promise<Prompt[]>;
  getPromptBySlug(slug: string): Promise<Prompt | null>;
  getPromptById(id: string): Promise<Prompt | null>;
  /**
   * The search index of everything public (domain/search/search-index.ts). Firebase: the site's
   * /search-index.json, which renderPage builds from published content and the CDN keeps (a
   * file of the site, not of Firestore, so the contract suite, which has no site, leaves it to
   * the server's tests and the browser suites); demo: built from its store.
   */
  searchIndex(): Promise<SearchIndexFile>;
}

/** What visitors write: through callables (subscribe, contact) or create-only collections. */
export interface VisitorApi {
  /** Resolves the same whether or not the address was already on that list. */
  subscribe(input: SubscribeInput): Promise<void>;
  submitContact(input: ContactInput): Promise<void>;
  recordPageView(view: PageViewInput): Promise<void>;
  recordShare(share: SocialShareInput): Promise<void>;
  /**
   * Follows the link of a confirmation e-mail: confirms the subscription its token names.
   * Rejects 'invalid-argument' for a link that is not genuine, 'failed-precondition' for one
   * that expired (or was overtaken by an unsubscribe); following it again changes nothing.
   */
  confirmSubscription(token: string): Promise<void>;
  /** Follows an unsubscribe link; 'invalid-argument' for a link that is not genuine. */
  unsubscribe(token: string): Promise<void>;
}

/** The signed-in user's own data. */
export interface AccountApi {
  getProfile(uid: string): Promise<Profile | null>;
  /** True when a confirmed subscriber has this e-mail (the caller must own it, verified). */
  isConfirmedSubscriber(email: string): Promise<boolean>;
}

/**
 * The one boundary between the app and the outside world. Every call rejects with a
 * `BackendError` (code 'unavailable' while offline).
 */
export interface Backend {
  readonly kind: 'demo' | 'firebase';
  readonly auth: AuthApi;
  readonly content: ContentApi;
  readonly visitor: VisitorApi;
  readonly account: AccountApi;
  /**
   * The CMS's surface, in its own chunk so visitors never download it. Anyone may load it; only
   * an admin gets anywhere with it (on Firebase the rules and callables decide).
   */
  loadAdmin(): Promise<AdminBackend>;
}
