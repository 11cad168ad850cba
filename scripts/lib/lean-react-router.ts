import type { Plugin } from 'vite';

/** React Router's code: its dist chunks, one of which (with its routes) holds most exports. */
const CHUNK = /\/react-router\/dist\/(development|production)\/chunk-[A-Z0-9]+\.mjs$/;
const CORE = 'function useRoutesImpl(';
const DEV_WARNINGS = 'var ENABLE_DEV_WARNINGS = true;';
/** `var Form = React10.forwardRef(`: a component made at the top level of the module. */
const FORWARD_REF = /^(var \w+ = )(React\d*\.forwardRef\()/gm;
/** `Form.displayName = "Form";`: a name for React's developer tools. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";\n/gm;

/**
 * Leaves out of the browser's bundle what of React Router the app never uses. Its package
 * resolves to its development build for every bundler (the production one differs only by
 * `ENABLE_DEV_WARNINGS`, turned off here as that build has it), and the bundler must keep any
 * statement that may have an effect: each `forwardRef` component it makes at the top level
 * (`Form`, `NavLink`...) and the `displayName` then set on it, so the components and everything
 * they call stayed in every page's download whether used or not. Here those calls are marked
 * pure and the names (for React's developer tools only) dropped. Fails the build if a new React
 * Router words its module otherwise. React Router is pinned exactly (package.json) for it.
 * Goes once https://github.com/remix-run/react-router/pull/15299 (pure initializers for `Link`,
 * `NavLink` and `Form`) ships and the bundle keeps its size (tests/e2e/support/byte-budgets.ts).
 */
export function leanReactRouterPlugin(): Plugin {
  return {
    name: 'edge-lean-react-router',
    apply: 'build',
    transform(code, id) {
      if (!CHUNK.test(id) || !code.includes(CORE)) return null;
      return { code: leanReactRouter(code, id), map: null };
    },
  };
}

/** React Router's module `code` (from `id`) with its unused components free to be left out. */
export function leanReactRouter(code: string, id: string): string {
  if (!code.includes('ENABLE_DEV_WARNINGS') || !FORWARD_REF.test(code)) {
    throw new Error(`${id} is no longer worded as lean-react-router.ts expects`);
  }
  FORWARD_REF.lastIndex = 0;
  return code
    .replace(DEV_WARNINGS, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(FORWARD_REF, '$1/* @__PURE__ */ $2')
    .replace(DISPLAY_NAME, '');
}
