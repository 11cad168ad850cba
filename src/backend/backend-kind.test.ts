import { describe, expect, it } from 'vitest';
import { backendKindFor } from './backend-kind.ts';

describe('backendKindFor', () => {
  it('builds the demo without Firebase settings, Firebase with them or for the emulators', () => {
    expect(backendKindFor({})).toBe('demo');
    expect(backendKindFor({ VITE_FIREBASE_API_KEY: 'k' })).toBe('demo');
    expect(backendKindFor({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'p' })).toBe(
      'firebase',
    );
    expect(backendKindFor({ VITE_USE_EMULATORS: '1' })).toBe('firebase');
  });
});
