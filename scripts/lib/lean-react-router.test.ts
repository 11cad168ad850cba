import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanReactRouter, leanReactRouterPlugin } from './lean-react-router.ts';

const dist = join(import.meta.dirname, '../../node_modules/react-router/dist/development');
/** The installed React Router's dist chunks, by file. */
const chunks = readdirSync(dist)
  .filter((file) => /^chunk-[A-Z0-9]+\.mjs$/.test(file))
  .map((file) => ({ id: join(dist, file), code: readFileSync(join(dist, file), 'utf8') }));

describe('leanReactRouter', () => {
  it('frees the installed React Router’s unused components to be left out', () => {
    const transform = leanReactRouterPlugin().transform as (code: string, id: string) => unknown;
    const changed = chunks.filter(({ code, id }) => transform(code, id) !== null);
    expect(changed).toHaveLength(1);
    const lean = leanReactRouter(changed[0]!.code, changed[0]!.id);
    expect(lean).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(lean).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean).not.toMatch(/^\w+\.displayName = /m);
    // Only those statements: the rest of the module is as it was.
    const dropped = changed[0]!.code
      .split('\n')
      .filter((line) => /^\w+\.displayName = /.test(line));
    expect(lean.split('\n').length).toBe(changed[0]!.code.split('\n').length - dropped.length);
  });

  it('fails the build when React Router words its module otherwise', () => {
    expect(() => leanReactRouter('function useRoutesImpl() {}', 'chunk-X.mjs')).toThrow(
      /no longer worded as lean-react-router.ts expects/,
    );
  });
});
