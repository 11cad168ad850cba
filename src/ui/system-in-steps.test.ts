import { createSystem, prepareSystem } from '#chakra-system';
import { describe, expect, it } from 'vitest';
import { chakraSystemInStepsPlugin } from '../../scripts/lib/chakra-system-in-steps.ts';
import { siteConfigs } from './theme.ts';

describe('the design system built in two steps (main.tsx, ui/theme.ts)', () => {
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

  it("stops the build when Chakra's module no longer reads as the plugin expects", () => {
    const plugin = chakraSystemInStepsPlugin();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    const id = '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';
    expect(() => transform('export { createSystem };', id)).toThrow(
      'no longer builds a system as chakra-system-in-steps.ts expects',
    );
    expect(transform('anything', '/x/src/other.js')).toBeNull();
  });
});
