import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The default Admin app, created once (initializeApp makes no request: it is cheap). */
export function ensureAdminApp(): void {
  if (getApps().length === 0) initializeApp();
}

/** The default Admin app's Firestore, created on first use so deploy-time analysis stays cheap. */
export function adminDb(): Firestore {
  ensureAdminApp();
  return getFirestore();
}
