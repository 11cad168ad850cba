import { createSystem } from '#chakra-system';
import { chakra, ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { siteConfigs } from './theme.ts';

// Chakra's styled factory as patched (patches/README.md): every element it draws used to make its
// component's recipe again, so the recipe's memos never hit, and to serialise its styles again.
describe("Chakra's styled factory (styled-system/factory.js, patched)", () => {
  const Note = chakra('p', { base: { color: 'fg.muted', p: '2' }, variants: {} });
  const page = (system: SystemContext) =>
    renderToString(
      <ChakraProvider value={system}>
        <Note>one</Note>
        <Note>two</Note>
        <Note px="4">three</Note>
      </ChakraProvider>,
    );

  it("makes a component's recipe once per system, not for every element drawn", () => {
    const system = createSystem(...siteConfigs);
    const cva = vi.fn(system.cva);
    page(Object.assign(Object.create(system) as SystemContext, { cva }));
    page(Object.assign(Object.create(system) as SystemContext, { cva }));
    expect(cva).toHaveBeenCalledTimes(1);
  });

  it('draws what it drew before: the same styles give the same class, other styles another', () => {
    const html = page(createSystem(...siteConfigs));
    const classes = [...html.matchAll(/<p class="([^"]+)"/g)].map((match) => match[1]);
    expect(classes).toHaveLength(3);
    expect(classes[0]).toBe(classes[1]);
    expect(classes[2]).not.toBe(classes[0]);
    // The class's rule holds the recipe's styles and the element's own.
    const rule = (name: string) => new RegExp(`\\.${name}\\{[^}]*`).exec(html)?.[0] ?? '';
    expect(rule(classes[0]!)).toContain('color:var(--chakra-colors-fg-muted)');
    expect(rule(classes[2]!)).toMatch(/padding-inline:var\(--chakra-spacing-4\)/);
  });
});
