import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_PORTS, type EmulatorPorts } from './config.ts';

/** The Firebase app and the lazily created services the adapter shares. */
export interface FirebaseContext {
  app: FirebaseApp;
  /** Firestore Lite: REST reads and writes, 32 KB instead of the full SDK's 137 KB. */
  db: Firestore;
  emulatorHost: string | null;
  /** Where each emulator listens when `emulatorHost` is set. */
  emulatorPorts: Readonly<EmulatorPorts>;
}

/**
 * Creates the app; connects Firestore to the emulator when `emulatorHost` is given. `name` lets
 * one process hold several apps (tests that sign in as two people at once).
 */
export function createFirebaseContext(
  options: FirebaseOptions,
  emulatorHost: string | null,
  emulatorPorts: Readonly<EmulatorPorts> = EMULATOR_PORTS,
  name?: string,
): FirebaseContext {
  const app = name ? initializeApp(options, name) : initializeApp(options);
  const db = getFirestore(app);
  if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  return { app, db, emulatorHost, emulatorPorts };
}
