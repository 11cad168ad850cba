/** The folder the emulator build goes to. */
export const EMULATOR_DIST: string;

/** The policy with the emulators' host added to img-src and connect-src. */
export function widenPolicyForEmulators(policy: string, host: string): string;

/** firebase.json's hosting section for the emulator build. */
export function emulatorHosting<
  T extends { headers: { headers: { key: string; value: string }[] }[] },
>(hosting: T, host: string): T & { public: string };

/** Whether the Emulator UI is downloaded already. */
export function emulatorUiDownloaded(): boolean;
