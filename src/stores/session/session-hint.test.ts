// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  readSessionHint,
  SESSION_HINT_KEY,
  SIGNED_OUT_HINT,
  writeSessionHint,
} from './session-hint.ts';

beforeEach(() => localStorage.clear());

describe('the session hint', () => {
  it('knows nothing on a new device', () => {
    expect(readSessionHint()).toBeNull();
  });

  it("reads a visitor's stored hint as the visitor's own value, the one a server page is drawn with", () => {
    // A page the server drew hydrates with SIGNED_OUT_HINT and then reads the device's: an equal
    // but other object would redraw every reader of the session, the page's waiting parts too.
    writeSessionHint({ ...SIGNED_OUT_HINT });
    expect(readSessionHint()).toBe(SIGNED_OUT_HINT);
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ signedIn: false }));
    expect(readSessionHint()).toBe(SIGNED_OUT_HINT);
  });

  it('reads a signed-in hint as stored, the same object while the text is the same', () => {
    const reader = {
      signedIn: true,
      name: 'Riley Reader',
      email: 'reader@example.com',
      isAdmin: false,
      unlimited: true,
    };
    writeSessionHint(reader);
    const first = readSessionHint();
    expect(first).toEqual(reader);
    expect(readSessionHint()).toBe(first);
  });
});
