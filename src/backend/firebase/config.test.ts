import { describe, expect, it } from 'vitest';
import { EMULATOR_PORTS, emulatorPortsFromEnv } from './config.ts';

describe('emulatorPortsFromEnv', () => {
  it("keeps firebase.json's ports when none is given", () => {
    expect(emulatorPortsFromEnv(undefined)).toEqual(EMULATOR_PORTS);
    expect(emulatorPortsFromEnv('')).toEqual(EMULATOR_PORTS);
  });

  it('takes the ports named, keeping the others', () => {
    expect(emulatorPortsFromEnv('auth=9199, firestore=8181')).toEqual({
      ...EMULATOR_PORTS,
      auth: 9199,
      firestore: 8181,
    });
  });

  it.each(['auth', 'auth=', 'auth=port', 'auth=0', 'auth=70000', 'hosting=5000', 'auth=1.5'])(
    'refuses %j',
    (value) => {
      expect(() => emulatorPortsFromEnv(value)).toThrow(/VITE_EMULATOR_PORTS/);
    },
  );
});
