import { describe, expect, it } from 'vitest';
import { authEmulatorHost, testDb } from '../test/emulators.ts';

// Canary: when an emulator is down, say so in one line instead of letting every test time out.
describe('emulators', () => {
  it('has the Auth emulator answering', async () => {
    const host = authEmulatorHost();
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) }).catch(
      (error: unknown) => {
        throw new Error(
          `The Auth emulator at ${host} does not answer (${String(error)}); ` +
            'run `npm run test -w functions`, which starts it.',
        );
      },
    );
    expect(response.ok).toBe(true);
  });

  it('has the Firestore emulator answering', async () => {
    const ref = testDb().collection('canary').doc('ping');
    const roundTrip = ref.set({ at: 1 }).then(() => ref.get());
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () =>
          reject(
            new Error(
              `The Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST} does not answer`,
            ),
          ),
        2000,
      ),
    );
    const snapshot = await Promise.race([roundTrip, timeout]);
    expect(snapshot.data()).toEqual({ at: 1 });
  });
});
