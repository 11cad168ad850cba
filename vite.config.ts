import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  chakraSystemAlias,
  chakraThemeAlias,
  reactRouterProductionAliases,
} from './build/library-aliases.ts';
import { compileHintsPlugin } from './build/compile-hints.ts';
import { pageGroupsPlugin, type PageGroups } from './build/page-groups.ts';
import { serverBuildPlugin } from './build/server-build.ts';
import { backendKindFor } from './src/backend/backend-kind.ts';
import { SHELL_FILE } from './src/domain/site-routes.ts';
import { BOOT_SCRIPT, ENTRY_META, PRELOAD_META } from './src/platform/document/boot-script.ts';
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

/**
 * Vite's module scripts and modulepreload links become meta tags naming the same files, which
 * the boot script fetches once the page has painted (src/platform/document/boot-script.ts): a page
 * the server rendered shows its text before a byte of the app's code is asked for.
 */
export function deferEntry(html: string): string {
  const scripts = [
    ...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g),
  ];
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  if (scripts.length === 0) throw new Error('The built index.html has no module script');
  let deferred = html;
  for (const tag of [...scripts, ...preloads]) deferred = deferred.replace(tag[0], '');
  const meta = (name: string, tags: RegExpExecArray[]) =>
    `  <meta name="${name}" content="${tags.map((tag) => tag[1]).join(' ')}" />\n`;
  return deferred.replace(
    '</head>',
    () => `${meta(ENTRY_META, scripts)}${meta(PRELOAD_META, preloads)}  </head>`,
  );
}

/**
 * index.html gets the boot script (src/platform/document/boot-script.ts: the one inline script,
 * allowed by its hash), and in a build becomes shell.html: the page the browser draws the app in by
 * itself (the service worker's answer to every navigation, and the server's for pages it does not
 * render). No index.html is built, so Hosting's `/` goes to the server (the demo's prerendered home
 * page takes that name).
 */
function shellPlugin(): Plugin {
  return {
    name: 'edge-shell',
    // After Vite's own HTML plugin has put index.html in the bundle.
    enforce: 'post',
    transformIndexHtml: () => [{ tag: 'script', children: BOOT_SCRIPT, injectTo: 'head' }],
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      this.emitFile({
        type: 'asset',
        fileName: SHELL_FILE,
        source: deferEntry(String(html.source)),
      });
      delete bundle['index.html'];
    },
  };
}

/**
 * `vite preview` as Hosting serves a build: a path's prerendered page (`/x` → x.html, `/` →
 * index.html, as Vite does) and otherwise the app's shell, never the prerendered home page.
 */
function previewHostingPlugin(): Plugin {
  return {
    name: 'edge-preview-hosting',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      server.middlewares.use((req, _res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        const page = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
        if (!/\.[a-z0-9]+$/i.test(path) && !existsSync(join(outDir, page))) {
          req.url = `/${SHELL_FILE}`;
        }
        next();
      });
    },
  };
}

/** The public origin prerendered pages name in their links (canonical, social tags, feeds). */
function siteUrl(env: Record<string, string>, backend: 'firebase' | 'demo'): string {
  if (env.VITE_SITE_URL) return env.VITE_SITE_URL;
  // Hosting's default domain; the demo's `npm run preview`.
  return backend === 'firebase'
    ? `https://${env.VITE_FIREBASE_PROJECT_ID || 'demo-edge-navigator'}.web.app`
    : 'http://localhost:4173';
}

/**
 * The server build (src/server/index.ts, for the Cloud Function and the prerendering): ES
 * modules for Node with every dependency inside (its callers give it jsdom's window), so the
 * folder runs from wherever it is copied. What the app loads lazily stays in chunks of its own
 * (the CMS, its charts, the dialogs): a render loads only what its page draws, and a cold
 * instance parses a third of the code. React and the router in their production builds, as
 * the browser gets them (nothing sets NODE_ENV where the function runs).
 */
function serverConfig(defines: Record<string, string>, mode: string): UserConfig {
  return {
    plugins: [react()],
    resolve: { alias: [chakraThemeAlias, chakraSystemAlias, ...reactRouterProductionAliases] },
    define: {
      ...defines,
      'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development'),
    },
    ssr: { noExternal: true },
    build: {
      target: 'node20',
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        // The app's lazy imports are for the browser's chunks; a module the server build also
        // imports statically just stays in its chunk, which is all a server needs.
        checks: { ineffectiveDynamicImport: false },
        output: { entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Demo or Firebase is decided here, from the same VITE_* settings the app reads, so the
  // backend a build does not use is not in it (src/backend/backend-kind.ts).
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backend = backendKindFor(env);
  const defines = {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __EDGE_BACKEND__: JSON.stringify(backend),
  };
  if (isSsrBuild) return serverConfig(defines, mode);
  const cmsFiles = new Set<string>();
  const pageGroups: PageGroups = new Map();
  return {
    resolve: {
      alias: [
        chakraThemeAlias,
        chakraSystemAlias,
        // The dev server keeps React Router's warnings.
        ...(command === 'build' ? reactRouterProductionAliases : []),
      ],
    },
    plugins: [
      react(),
      shellPlugin(),
      previewHostingPlugin(),
      cmsFilesPlugin(cmsFiles),
      pageGroupsPlugin(pageGroups),
      compileHintsPlugin(import.meta.dirname),
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
          // The app shell: every built asset and shell.html, so any route opens offline from
          // the worker. Header images (public/media/) are cached as they are met, not
          // downloaded up front. The web manifest is not globbed: the plugin adds it to the
          // precache itself. Prerendered pages are not the shell (the server build is not in
          // the folder at all: build/server-build.ts).
          globPatterns: ['**/*.{js,css,svg,png,ico,woff,woff2}', SHELL_FILE],
          // The social card is for link previews, never shown in the app; Vite's manifest is
          // the server's, moved out once the build is written.
          globIgnores: ['media/**', 'og-image.png', '.vite/**'],
          // The CMS is fetched when an admin opens /admin (the worker then keeps it for offline
          // use); visitors never download it.
          manifestTransforms: [
            (entries) => ({ manifest: entries.filter((e) => !cmsFiles.has(e.url)), warnings: [] }),
          ],
        },
      }),
      // Last: the server build and the prerendered pages, once the browser build is written.
      serverBuildPlugin({
        backend,
        projectId: env.VITE_FIREBASE_PROJECT_ID || null,
        site: siteUrl(env, backend),
        emulators: env.VITE_USE_EMULATORS === '1',
      }),
    ],
    define: defines,
    build: {
      target: 'es2022',
      // The server renders pages for this build: it reads which files each page needs here.
      manifest: true,
      // Maps for reading production stack traces, but no sourceMappingURL in the files, never
      // deployed (firebase.json ignores *.map) and never precached.
      sourcemap: 'hidden',
      rolldownOptions: {
        treeshake: {
          // Emotion's entry imports hoist-non-react-statics bare (for its `withTheme`, which the
          // site never calls), and that package does not say it has no side effects, nor does the
          // react-is 16 it uses: 1 KB (gzip) on every first visit for nothing. Goes when
          // mridgway/hoist-non-react-statics#95 (sideEffects: false) ships.
          moduleSideEffects: [
            { test: /node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            groups: [
              // What every page runs before it draws: the libraries in one file, the app's own
              // modules in another (the bundler would otherwise split them into dozens of small
              // chunks by which lazy parts share them, each one more request on a first visit).
              {
                name: 'libraries',
                tags: ['$initial'],
                test: /node_modules/,
                priority: 2,
              },
              // (Not index.html itself: it stays the entry, which imports the two.)
              { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith('.html'), priority: 1 },
              // What the main pages use beyond that, in three files beside each page's own.
              ...(['pages', 'pieces', 'piece-parts'] as const).map((name) => ({
                name,
                test: (id: string) => pageGroups.get(name)?.has(id) ?? false,
                priority: 0,
              })),
            ],
          },
        },
      },
    },
    server: { port: Number(process.env.PORT) || 5173 },
    preview: { port: Number(process.env.PORT) || 4173 },
  };
});
