import { describe, expect, it, vi } from 'vitest';
import { isContentSlug, lookupSlug, type SlugLookups } from './slug-lookup.ts';
import type { Dispatch, Essay, Prompt } from './types.ts';

function lookups(found: { essay?: boolean; dispatch?: boolean; prompt?: boolean }) {
  const calls: string[] = [];
  const make =
    <T>(kind: 'essay' | 'dispatch' | 'prompt') =>
    async (slug: string) => {
      calls.push(kind);
      return found[kind] ? ({ id: `${kind}-1`, slug } as unknown as T) : null;
    };
  const value: SlugLookups = {
    essay: make<Essay>('essay'),
    dispatch: make<Dispatch>('dispatch'),
    prompt: make<Prompt>('prompt'),
  };
  return { value, calls };
}

describe('lookupSlug', () => {
  it('tries essays first and stops at the first match', async () => {
    const { value, calls } = lookups({ essay: true, dispatch: true, prompt: true });
    expect((await lookupSlug('a-b', value))?.kind).toBe('essay');
    expect(calls).toEqual(['essay']);
  });

  it('then dispatches, then prompts', async () => {
    const d = lookups({ dispatch: true, prompt: true });
    expect((await lookupSlug('a', d.value))?.kind).toBe('dispatch');
    expect(d.calls).toEqual(['essay', 'dispatch']);
    const p = lookups({ prompt: true });
    expect((await lookupSlug('a', p.value))?.kind).toBe('prompt');
    expect(p.calls).toEqual(['essay', 'dispatch', 'prompt']);
  });

  it('resolves null when no type owns the slug', async () => {
    const { value, calls } = lookups({});
    expect(await lookupSlug('nothing-here', value)).toBeNull();
    expect(calls).toEqual(['essay', 'dispatch', 'prompt']);
  });

  it('never queries for strings that cannot be slugs', async () => {
    const essay = vi.fn();
    const value = { essay, dispatch: essay, prompt: essay } as unknown as SlugLookups;
    expect(await lookupSlug('Bad Slug!', value)).toBeNull();
    expect(essay).not.toHaveBeenCalled();
  });

  it('propagates backend errors instead of treating them as not found', async () => {
    const { value } = lookups({});
    value.essay = () => Promise.reject(new Error('offline'));
    await expect(lookupSlug('a', value)).rejects.toThrow('offline');
  });
});

describe('isContentSlug', () => {
  it.each([
    ['the-edge-dilemma', true],
    ['prompt-engineering', true],
    ['a', true],
    ['-a', false],
    ['a--b', false],
    ['A', false],
    ['a/b', false],
  ])('%s → %s', (slug, expected) => {
    expect(isContentSlug(slug)).toBe(expected);
  });
});
