// The server's entry (vite.config.ts builds it into <outDir>-server/, beside what Hosting
// serves): the Cloud Function renderPage answers with it, and the build prerenders the static
// pages (and, for the demo, every page) with it.
export { CACHE_CONTROL, respond, type ClientBuild, type PageResponse } from './render-page.tsx';
export { createServerBackend } from './server-backend.ts';
export { serverSanitizer, type ServerWindow } from './sanitizer.ts';
export { prerenderSite, type PrerenderedFile } from './prerender.ts';
