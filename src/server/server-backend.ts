import type { AccountApi, AuthApi, Backend, ContentApi, VisitorApi } from '../backend/backend.ts';
import { createDemoBackend } from '../backend/demo/index.ts';
import { createMemoryKeyValueStore } from '../backend/demo/kv-store.ts';
import { createMemorySessionStorage } from '../backend/demo/session.ts';
import { BackendError } from '../domain/errors.ts';

/** What the server never does: it renders for a visitor no one has signed in as. */
const notOnTheServer = () =>
  Promise.reject(new BackendError('unavailable', 'The server renders pages; it does not do that.'));

const signedOut: AuthApi = {
  onAuthStateChanged(callback) {
    queueMicrotask(() => callback(null));
    return () => {};
  },
  signIn: notOnTheServer,
  signUp: notOnTheServer,
  signOut: async () => {},
  sendPasswordReset: notOnTheServer,
  sendVerificationEmail: notOnTheServer,
  refreshUser: async () => {},
};
const noVisitorWrites: VisitorApi = {
  subscribe: notOnTheServer,
  submitContact: notOnTheServer,
  recordPageView: notOnTheServer,
  recordShare: notOnTheServer,
  confirmSubscription: notOnTheServer,
  unsubscribe: notOnTheServer,
};
const noAccount: AccountApi = {
  getProfile: notOnTheServer,
  isConfirmedSubscriber: notOnTheServer,
};

/** The build's prerendering of a Firebase build (pages whose content ships with the app). */
const noContent: ContentApi = {
  listEssays: notOnTheServer,
  getEssayByTitle: notOnTheServer,
  getEssayBySlug: notOnTheServer,
  getEssayById: notOnTheServer,
  listDispatches: notOnTheServer,
  getDispatchBySlug: notOnTheServer,
  listPrompts: notOnTheServer,
  listFeaturedPrompts: notOnTheServer,
  getPromptBySlug: notOnTheServer,
  getPromptById: notOnTheServer,
  findMovedSlug: notOnTheServer,
};

/**
 * The backend the server renders from, as a signed-out visitor: the build's own kind. On
 * Firebase, the published reads its caller hands it (renderPage's, through the Admin SDK:
 * functions/src/published-content.ts), so the server build holds no Firebase SDK and needs no
 * browser API key; nothing else (no sign-in, no writes); without them (the build's prerendering)
 * every read refuses. For the demo, a fresh in-memory demo
 * backend, seeded as of today: what a first visit to the demo shows (`content` is not used).
 */
export function createServerBackend(content?: ContentApi): Backend {
  if (__EDGE_BACKEND__ === 'demo') {
    return createDemoBackend({
      latencyMs: 0,
      storage: createMemoryKeyValueStore(),
      sessionStorage: createMemorySessionStorage(),
      connectivity: { isOnline: () => true },
      // Prerendered at build time: dated as a demo started that day.
      startDay: () => new Date(),
    });
  }
  return {
    kind: 'firebase',
    auth: signedOut,
    content: content ?? noContent,
    search: { index: notOnTheServer },
    visitor: noVisitorWrites,
    account: noAccount,
    loadAdmin: notOnTheServer,
  };
}
