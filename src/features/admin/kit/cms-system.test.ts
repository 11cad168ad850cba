import { describe, expect, it } from 'vitest';
import { keyframes } from '../../../platform/styles/chakra-theme.ts';
import { cmsSystem } from './cms-system.ts';

describe("the CMS's design system", () => {
  it("has every one of Chakra's keyframes (the site's keeps those its recipes name)", () => {
    expect(Object.keys(cmsSystem._config.theme?.keyframes ?? {}).sort()).toEqual(
      Object.keys(keyframes).sort(),
    );
  });
});
