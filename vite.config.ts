import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { backendKindFor } from './src/backend/backend-kind.ts';
import { isCmsModule, lazyAreaFiles, type BuiltBundle } from './src/pwa/visitor-precache.ts';

const THEME = '#1a2b4c';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
// A build's version: a new one changes the main chunk, so the precache manifest, so sw.js.
const APP_VERSION = process.env.EDGE_APP_VERSION ?? pkg.version;

/** Notes the built files only the CMS loads, for the precache manifest to leave out. */
function cmsFilesPlugin(cmsFiles: Set<string>): Plugin {
  return {
    name: 'edge-cms-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of lazyAreaFiles(bundle as unknown as BuiltBundle, isCmsModule))
        cmsFiles.add(file);
    },
  };
}

export default defineConfig(({ mode }) => {
  // Demo or Firebase is decided here, from the same VITE_* settings the app reads, so the
  // backend a build does not use is not in it (src/backend/backend-kind.ts).
  const backend = backendKindFor(loadEnv(mode, process.cwd(), 'VITE_'));
  const cmsFiles = new Set<string>();
  return {
    plugins: [
      react(),
      cmsFilesPlugin(cmsFiles),
      VitePWA({
        // Our own worker (src/pwa/sw.ts, built to /sw.js) with the precache manifest injected.
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        // The app registers the worker itself through workbox-window (src/pwa/).
        injectRegister: false,
        registerType: 'prompt',
        // The glob below already precaches the icons and the favicon: listing them here as well
        // would put each in the manifest twice.
        includeAssets: [],
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: 'EDGE Navigator',
          short_name: 'Navigator',
          description:
            'Essays, weekly dispatches and AI prompts for executives leading through technology- and AI-driven change.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: THEME,
          background_color: '#ffffff',
          categories: ['business', 'education', 'news'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        injectManifest: {
          // The app shell: every built asset, so any route opens offline from the worker.
          // Header images (public/media/) are cached as they are met, not downloaded up front.
          // The web manifest is not globbed: the plugin adds it to the precache itself.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2}'],
          // The social card is for link previews, never shown in the app.
          globIgnores: ['media/**', 'og-image.png'],
          // The CMS is fetched when an admin opens /admin (the worker then keeps it for offline
          // use); visitors never download it.
          manifestTransforms: [
            (entries) => ({ manifest: entries.filter((e) => !cmsFiles.has(e.url)), warnings: [] }),
          ],
        },
      }),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(APP_VERSION),
      __EDGE_BACKEND__: JSON.stringify(backend),
    },
    build: {
      // Top-level await picks the backend before the first render.
      target: 'es2022',
      // Maps for reading production stack traces, but no sourceMappingURL in the files, never
      // deployed (firebase.json ignores *.map) and never precached.
      sourcemap: 'hidden',
    },
    server: { port: Number(process.env.PORT) || 5173 },
    preview: { port: Number(process.env.PORT) || 4173 },
  };
});
