import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it.each([
    [{ from: '/essays/the-edge-dilemma' }, '/essays/the-edge-dilemma'],
    [{ from: '/prompts/edge-signals?tag=scanning#top' }, '/prompts/edge-signals?tag=scanning#top'],
    [{ from: '/' }, '/'],
    [{ from: '/account' }, '/account'],
    [{ from: '/authors' }, '/authors'],
  ])('returns to %j', (state, expected) => {
    expect(returnPath(state)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    ['/essays/x'],
    [{}],
    [{ from: 42 }],
    [{ from: '' }],
    [{ from: 'essays/x' }],
    [{ from: 'https://evil.example/' }],
    [{ from: '//evil.example/' }],
    [{ from: '/\\evil.example/' }],
    [{ from: '/auth' }],
    [{ from: '/auth?x=1' }],
    [{ from: '/auth#sign-up' }],
  ])('falls back to the home page for %j', (state) => {
    expect(returnPath(state)).toBe('/');
  });
});
