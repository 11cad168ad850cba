import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_PORTS } from './config.ts';

/** The Firebase app and the lazily created services the adapter shares. */
export interface FirebaseContext {
  app: FirebaseApp;
  /** Firestore Lite: REST reads and writes, 32 KB instead of the full SDK's 137 KB. */
  db: Firestore;
  emulatorHost: string | null;
}

/** Creates the app; connects Firestore to the emulator when `emulatorHost` is given. */
export function createFirebaseContext(
  options: FirebaseOptions,
  emulatorHost: string | null,
): FirebaseContext {
  const app = initializeApp(options);
  const db = getFirestore(app);
  if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
  return { app, db, emulatorHost };
}
