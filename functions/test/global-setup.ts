// The functions suite runs against the official emulators that `npm run test -w functions`
// starts (scripts/emulators-exec.mjs): the Cloud Firestore emulator and firebase-tools' Auth
// emulator. Fail fast, in one line, when either is missing, instead of timing out in every test.

/** Checks that both emulators answer before any test file loads. */
export default async function setup(): Promise<void> {
  for (const [name, variable] of [
    ['Firestore', 'FIRESTORE_EMULATOR_HOST'],
    ['Auth', 'FIREBASE_AUTH_EMULATOR_HOST'],
  ] as const) {
    const host = process.env[variable];
    if (!host) {
      throw new Error(
        `${variable} is not set: run these tests with \`npm run test -w functions\`, which ` +
          `starts the ${name} emulator.`,
      );
    }
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) }).catch(() => {
      throw new Error(`The ${name} emulator at ${host} does not answer.`);
    });
  }
}
