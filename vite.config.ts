import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#1a2b4c';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
// A build's version: a new one changes the main chunk, so the precache manifest, so sw.js.
const APP_VERSION = process.env.EDGE_APP_VERSION ?? pkg.version;

export default defineConfig({
  plugins: [
    react(),
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
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  build: {
    // Top-level await picks the backend before the first render.
    target: 'es2022',
    sourcemap: true,
  },
  server: { port: Number(process.env.PORT) || 5173 },
  preview: { port: Number(process.env.PORT) || 4173 },
});
