import {
  createSystem,
  prepareSystem,
  prepareSystemSteps,
  type PreparedSystem,
} from '#chakra-system';
import { describe, expect, it, vi } from 'vitest';
import { siteConfigs } from './theme.ts';

/** Takes the steps of a prepared system (up to `limit`); returns how many `next()` calls it took. */
function takeSteps(prepared: PreparedSystem, limit = Infinity): number {
  const steps = prepareSystemSteps(prepared);
  let taken = 0;
  for (let done = false; !done && taken < limit; taken++) done = steps.next().done === true;
  return taken;
}

describe('the design system built in steps (main.tsx, platform/styles/site-system.ts)', () => {
  const whole = createSystem(...siteConfigs);
  const stepped = prepareSystem(...siteConfigs);
  const steps = takeSteps(stepped);
  const inSteps = createSystem(stepped);
  // The steps left unfinished, as when the page goes on before they are done: half the token
  // dictionary's, or none at all.
  const halfway = prepareSystem(...siteConfigs);
  takeSteps(halfway, 3);
  const partly = createSystem(halfway);
  const merged = createSystem(prepareSystem(...siteConfigs));

  it('is the system built at once: its tokens, its styles and its recipes', () => {
    for (const system of [inSteps, partly, merged]) {
      expect(system.tokens.allTokens.map((t) => [t.name, t.value])).toEqual(
        whole.tokens.allTokens.map((t) => [t.name, t.value]),
      );
      const styles = { color: 'fg.muted', p: '4', _dark: { bg: 'orange.solid' }, md: { px: '8' } };
      expect(system.css(styles)).toEqual(whole.css(styles));
      expect(system.css({ textStyle: 'sm', layerStyle: 'fill.muted' })).toEqual(
        whole.css({ textStyle: 'sm', layerStyle: 'fill.muted' }),
      );
      expect(system.getRecipeFn('button')({ variant: 'outline', size: 'sm' })).toEqual(
        whole.getRecipeFn('button')({ variant: 'outline', size: 'sm' }),
      );
      expect(system._global).toEqual(whole._global);
      expect(system.token('colors.navy')).toBe(whole.token('colors.navy'));
    }
  });

  it('takes its token dictionary in six steps and its style utility in a seventh', () => {
    expect(steps).toBe(7);
  });

  it('builds the token dictionary and the utility once, however often it is asked', () => {
    const prepared = prepareSystem(...siteConfigs);
    takeSteps(prepared);
    expect(takeSteps(prepared)).toBe(1);
    const first = createSystem(prepared);
    const second = createSystem(prepared);
    expect(second.tokens).toBe(first.tokens);
    // Each system has a utility of its own: createSystem adds the theme's compositions to it.
    expect(second.css({ textStyle: 'sm' })).toEqual(first.css({ textStyle: 'sm' }));
  });

  it('stops taking steps once the site system is built', async () => {
    // A theme module of its own: another test file may have built the site's system already.
    vi.resetModules();
    const { prepareSiteSystem, siteSystem } = await import('./site-system.ts');
    const siteSteps = prepareSiteSystem();
    expect(siteSteps.next().done).toBe(false);
    expect(siteSteps.next().done).toBe(false);
    const system = siteSystem();
    expect(siteSteps.next().done).toBe(true);
    expect(siteSystem()).toBe(system);
    expect(prepareSiteSystem().next().done).toBe(true);
  });

  it('writes out the global stylesheet when it is first read, not as it builds', () => {
    const system = createSystem(prepareSystem(...siteConfigs));
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-navy');
  });
});
