import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The default Admin app's Firestore, created on first use so deploy-time analysis stays cheap. */
export function adminDb(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
