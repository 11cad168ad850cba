import { beforeEach, inject } from 'vitest';
import { PROJECT_ID, resetEmulators } from './emulators.ts';

// Set before any test file imports firebase-admin, which reads these when it connects.
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
process.env.GCLOUD_PROJECT = PROJECT_ID;
// No GCE metadata server here; skip google-auth's probe for one and its warning.
process.env.METADATA_SERVER_DETECTION = 'none';

beforeEach(resetEmulators);
