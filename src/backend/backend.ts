import type { ContactInput } from '../domain/contact.ts';
import type { ContentApi } from '../domain/content-api.ts';
import type { AdminBackend } from './admin-api.ts';
import type { SearchIndexFile } from '../domain/search/search-index.ts';
import type { SubscribeInput } from '../domain/subscribe.ts';
import type { AuthUser, PageViewInput, Profile, SocialShareInput } from '../domain/types.ts';

// The public reads are a port of domain/ (the server's renderPage implements it too).
export type { ContentApi };

export type Unsubscribe = () => void;

/** Sign-up details; the name becomes the profile name and the Auth display name. */
export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/**
 * What a sign-up did: the account it created (signed in), or, when the address has an account
 * already, the password-reset link it sent there (nobody is signed in). The owner of an address
 * someone else signed up with gets in that way, and the reset ends that someone's sessions.
 */
export type SignUpResult =
  { status: 'created'; user: AuthUser } | { status: 'reset-sent'; email: string };

/** Accounts: e-mail and password, with verification and password reset. */
export interface AuthApi {
  /** Calls back with the current user at once (after the initial session lookup) and on every change. */
  onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Creates the account and its profile, and sends the verification e-mail; for an address
   * that has an account, sends a password-reset link instead (see SignUpResult).
   */
  signUp(input: SignUpInput): Promise<SignUpResult>;
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

/** The search's index (issue 29): what the search looks through, read when it first opens. */
export interface SearchApi {
  /**
   * The index of everything public (domain/search/search-index.ts). Firebase: the site's
   * /search-index.json, which renderPage builds from published content and the CDN keeps;
   * demo: built from its store. Fails 'unavailable' offline.
   */
  index(): Promise<SearchIndexFile>;
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
  readonly search: SearchApi;
  readonly visitor: VisitorApi;
  readonly account: AccountApi;
  /**
   * The CMS's surface, in its own chunk so visitors never download it. Anyone may load it; only
   * an admin gets anywhere with it (on Firebase the rules and callables decide).
   */
  loadAdmin(): Promise<AdminBackend>;
}
