import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { handleSubscribe, type SubscribeResult } from '../../src/domain/subscribe.ts';
import { adminDb } from './admin-app.ts';
import { OPEN_CALLABLE } from './callable-options.ts';
import { toHttpsError } from './https-error.ts';
import { firestoreSubscriberStore } from './subscriber-store.ts';

export interface SubscribeDeps {
  db: Firestore;
  now: () => Date;
}

/** Subscribes a visitor to a list: validated, de-duplicated on e-mail + source, always pending. */
export function subscribeHandler(data: unknown, deps: SubscribeDeps): Promise<SubscribeResult> {
  return handleSubscribe(data, { store: firestoreSubscriberStore(deps.db), now: deps.now });
}

/** Callable `subscribe`: open to anonymous visitors (newsletter, waiting lists, early access). */
export const subscribe = onCall(OPEN_CALLABLE, async (request) => {
  try {
    return await subscribeHandler(request.data, { db: adminDb(), now: () => new Date() });
  } catch (error) {
    throw toHttpsError(error, 'subscribe');
  }
});
