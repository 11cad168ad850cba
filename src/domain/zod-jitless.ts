import { config } from 'zod/v4/core';

// Zod probes for eval (new Function) to compile fast parsers; the site's Content-Security-Policy
// forbids eval, and Chromium reports the probe as a violation even though zod catches it. Every
// module that parses with zod imports this one first, so the setting is made before any parse
// wherever zod is loaded (it is not part of a visitor's first page).
config({ jitless: true });
