import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Expects each link named in `links` to lead to its address, within `scope` (a `within(...)`
 * of a region or dialog; the whole screen by default).
 */
export function expectLinks(
  links: readonly (readonly [name: string | RegExp, href: string])[],
  scope: Pick<typeof screen, 'getByRole'> = screen,
): void {
  for (const [name, href] of links) {
    expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
