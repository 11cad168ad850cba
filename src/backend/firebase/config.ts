import type { FirebaseOptions } from 'firebase/app';

/** Firebase settings from the Vite environment (`VITE_FIREBASE_*`), or null when none is set. */
export function firebaseConfigFromEnv(
  env: Record<string, string | undefined>,
): FirebaseOptions | null {
  const apiKey = env.VITE_FIREBASE_API_KEY;
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.firebasestorage.app`,
    appId: env.VITE_FIREBASE_APP_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  };
}

/** The Emulator Suite's ports, one per emulator the app talks to. */
export interface EmulatorPorts {
  auth: number;
  firestore: number;
  functions: number;
  storage: number;
}

/** The Emulator Suite's fixed ports (firebase.json). */
export const EMULATOR_PORTS: Readonly<EmulatorPorts> = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  storage: 9199,
};

/**
 * The emulators' ports from `VITE_EMULATOR_PORTS` ("auth=9199,firestore=8181"), each one not
 * named keeping firebase.json's, so test runs can put the emulators on free ports. A value that
 * is not a port throws: a build pointed at the wrong emulator would fail far from the cause.
 */
export function emulatorPortsFromEnv(value: string | undefined): EmulatorPorts {
  const ports: EmulatorPorts = { ...EMULATOR_PORTS };
  for (const pair of (value ?? '').split(',').filter((part) => part.trim())) {
    const [name = '', text = ''] = pair.split('=').map((part) => part.trim());
    const port = Number(text);
    if (!(name in ports) || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(
        `VITE_EMULATOR_PORTS: "${pair}" is not emulator=port (auth, firestore, functions, storage)`,
      );
    }
    ports[name as keyof EmulatorPorts] = port;
  }
  return ports;
}
