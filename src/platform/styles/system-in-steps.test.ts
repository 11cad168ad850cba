import { createSystem, prepareSystem } from '#chakra-system';
import { describe, expect, it } from 'vitest';
import { siteConfigs } from './theme.ts';

describe('the design system built in two steps (main.tsx, platform/styles/theme.ts)', () => {
  const whole = createSystem(...siteConfigs);
  const inSteps = createSystem(prepareSystem(...siteConfigs));

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
  });

  it('writes out the global stylesheet when it is first read, not as it builds', () => {
    const system = createSystem(prepareSystem(...siteConfigs));
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-navy');
  });
});
