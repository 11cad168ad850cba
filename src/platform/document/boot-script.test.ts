// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accessTo,
  CONTENT_VIEWS_KEY,
  parseContentViews,
  remainingNotice,
} from '../../domain/free-views.ts';
import {
  BOOT_SCRIPT,
  BOOT_SCRIPT_HASH,
  FREE_VIEWS_ATTRIBUTE,
  GATED_PIECE_META,
  SESSION_HINT_STORAGE_KEY,
} from './boot-script.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { SESSION_HINT_KEY } from '../../stores/session/session-hint.ts';

/** Runs the boot script on a page with `piece` gated; returns the attribute it set on <html>. */
function boot(piece: string | null): string | null {
  // Only the page's own meta changes: what else is in <head> (the styles renders wrote) stays.
  document.head.querySelector(`meta[name="${GATED_PIECE_META}"]`)?.remove();
  if (piece) {
    const meta = document.createElement('meta');
    meta.name = GATED_PIECE_META;
    meta.content = piece;
    document.head.append(meta);
  }
  document.documentElement.removeAttribute(FREE_VIEWS_ATTRIBUTE);
  // The script is the page's own inline script; here it runs as the browser would run it.
  new Function(BOOT_SCRIPT)();
  return document.documentElement.getAttribute(FREE_VIEWS_ATTRIBUTE);
}

/** What the app's rules say the page shows: the gate, the remaining-views line, or neither. */
function expected(piece: string): string | null {
  const hint = JSON.parse(localStorage.getItem(SESSION_HINT_KEY) ?? 'null') as {
    unlimited?: boolean;
  } | null;
  const access = accessTo(
    parseContentViews(localStorage.getItem(CONTENT_VIEWS_KEY)),
    piece,
    hint?.unlimited === true,
  );
  if (!access.open) return 'closed';
  return remainingNotice(access) && String(access.remaining);
}

const views = (ids: unknown) =>
  localStorage.setItem(CONTENT_VIEWS_KEY, JSON.stringify({ viewedContent: ids, lastUpdated: '' }));

/**
 * Waits out the code loader each boot starts (a frame, then a task: boot-script.ts's LOADER), so
 * it runs while this file's document exists. Left pending, it could fire after the file's jsdom
 * was torn down, in the worker the next file shares (`isolate: false`): "document is not defined".
 */
const loaderDone = () =>
  new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await loaderDone();
  document.head.querySelector(`meta[name="${GATED_PIECE_META}"]`)?.remove();
});

describe('the boot script', () => {
  it('is the one inline script the Content-Security-Policy allows, by its SHA-256', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH} `);
    expect(SESSION_HINT_STORAGE_KEY).toBe(SESSION_HINT_KEY);
  });

  it('does nothing on a page with no gated piece', () => {
    views(['a', 'b', 'c', 'd', 'e']);
    expect(boot(null)).toBeNull();
  });

  it.each([
    ['no views yet', null, null],
    ['three other pieces read', ['a', 'b', 'c'], '1'],
    ['four other pieces read', ['a', 'b', 'c', 'd'], '0'],
    ['five other pieces read', ['a', 'b', 'c', 'd', 'e'], 'closed'],
    ['five read, this one among them', ['a', 'b', 'c', 'd', 'x'], '0'],
    ['four read, counted twice', ['a', 'a', 'b', 'c', 'd', 'd'], '0'],
    ['a record that is not a list of ids', ['a', 'b', 'c', 'd', 'e', 7], null],
  ])('agrees with the app on %s (%j): %s', (_case, ids, shows) => {
    if (ids) views(ids);
    expect(boot('x')).toBe(shows);
    expect(boot('x')).toBe(expected('x'));
  });

  it('agrees with the app on a record that is not JSON', () => {
    localStorage.setItem(CONTENT_VIEWS_KEY, '{not json');
    expect(boot('x')).toBe(expected('x'));
    expect(boot('x')).toBeNull();
  });

  it('never gates a confirmed subscriber this device knows is signed in', () => {
    views(['a', 'b', 'c', 'd', 'e']);
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ unlimited: true }));
    expect(boot('x')).toBeNull();
    expect(expected('x')).toBeNull();
  });
});
