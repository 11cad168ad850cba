import { setLogLevel } from 'firebase/app';
import { backendContract } from '../../src/backend/contract/index.ts';
import { assertEmulatorsUp, createFirebaseHarness, emulatorPorts } from './firebase-harness.ts';

// Refused reads are part of the contract; the SDK would log each one.
setLogLevel('silent');

// The Backend contract on the firebase adapter, on the Auth, Firestore and Functions emulators
// (`npm run test:contract`); src/backend/contract/demo.test.ts runs the same on the demo.
backendContract('firebase', async () => {
  const ports = emulatorPorts();
  await assertEmulatorsUp(ports);
  return createFirebaseHarness(ports);
});
