import { createSystem, prepareSystem, prepareTokens } from '#chakra-system';
import { describe, expect, it } from 'vitest';
import { siteConfigs } from './theme.ts';

describe('the design system built in steps (main.tsx, platform/styles/theme.ts)', () => {
  const whole = createSystem(...siteConfigs);
  const inSteps = createSystem(prepareTokens(prepareSystem(...siteConfigs)));
  // The token dictionary left to createSystem, as when the page goes on before that step.
  const merged = createSystem(prepareSystem(...siteConfigs));

  it('is the system built at once: its tokens, its styles and its recipes', () => {
    expect(inSteps.tokens.allTokens.map((t) => [t.name, t.value])).toEqual(
      whole.tokens.allTokens.map((t) => [t.name, t.value]),
    );
    const styles = { color: 'fg.muted', p: '4', _dark: { bg: 'orange.solid' }, md: { px: '8' } };
    expect(inSteps.css(styles)).toEqual(whole.css(styles));
    expect(inSteps.getRecipeFn('button')({ variant: 'outline', size: 'sm' })).toEqual(
      whole.getRecipeFn('button')({ variant: 'outline', size: 'sm' }),
    );
    expect(inSteps._global).toEqual(whole._global);
    expect(inSteps.token('colors.navy')).toBe(whole.token('colors.navy'));
    expect(merged.css(styles)).toEqual(whole.css(styles));
    expect(merged.tokens.allTokens.length).toBe(whole.tokens.allTokens.length);
  });

  it('builds the token dictionary once, however often it is asked', () => {
    const prepared = prepareSystem(...siteConfigs);
    const first = createSystem(prepareTokens(prepareTokens(prepared)));
    expect(createSystem(prepared).tokens).toBe(first.tokens);
  });

  it('writes out the global stylesheet when it is first read, not as it builds', () => {
    const system = createSystem(prepareSystem(...siteConfigs));
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-navy');
  });
});
