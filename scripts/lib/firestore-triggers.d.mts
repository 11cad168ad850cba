/** One registration for the Cloud SDK Firestore emulator's trigger API. */
export interface TriggerRegistration {
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
}

/** The registrations the Functions emulator's `/backends` answer calls for. */
export function firestoreTriggerRegistrations(
  backends: unknown,
  projectId: string,
): TriggerRegistration[];

/** Registers the Functions emulator's Firestore triggers with the Firestore emulator. */
export function registerFirestoreTriggers(options: {
  functionsPort: number;
  firestoreHost: string;
  projectId: string;
}): Promise<number>;
