// Zod probes for eval (new Function) to compile fast parsers; the site's Content-Security-Policy
// forbids eval, and Chromium reports the probe as a violation even though zod catches it. Zod
// keeps its settings on globalThis.__zod_globalConfig (zod/v4/core/core.js) and decides at each
// object schema's creation: every module that loads zod imports this one first (a unit test
// holds them to it), and main.tsx before anything. It imports nothing itself, so wherever the
// bundler puts it, it has run before the module that imports it; package.json lists it among the
// modules with side effects, or the bundler would drop it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
