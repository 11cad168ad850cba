import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const firebaseOnlyInAdapter = {
  patterns: [
    {
      regex: '^@?firebase(/|$)',
      message: 'Only src/backend/firebase/ talks to Firebase; go through the Backend interface.',
    },
  ],
};

// The layers of src/ (docs/architecture.md): app → features → ui / stores / pwa → platform →
// backend / domain. A layer imports only the layers below it; a feature imports another feature
// only through that feature's entry file (src/features/<name>/index.ts, imported as '../<name>').
// server/ renders the app (its entry for the Cloud Function and the build's prerendering): it
// stands above app. platform/ is the browser underneath: the page's lifecycle, the router's
// blockers and scroll, styles, and what the service worker and the page share.
const LAYERS = [
  { type: 'server', pattern: 'src/server' },
  { type: 'app', pattern: 'src/app' },
  // The CMS's tabs (src/features/admin/<tab>/) are parts of their own, like features.
  { type: 'admin-tab', pattern: 'src/features/admin/*', capture: ['tab'] },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'stores', pattern: 'src/stores' },
  { type: 'pwa', pattern: 'src/pwa' },
  { type: 'platform', pattern: 'src/platform' },
  { type: 'backend', pattern: 'src/backend' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'test-support', pattern: 'src/test' },
];
// What each layer may import besides itself (features: see the entry-file policy below).
const MAY_IMPORT = {
  server: ['app', 'ui', 'stores', 'pwa', 'platform', 'backend', 'domain'],
  app: ['ui', 'stores', 'pwa', 'platform', 'backend', 'domain'],
  feature: ['ui', 'stores', 'platform', 'backend', 'domain'],
  'admin-tab': ['ui', 'stores', 'platform', 'backend', 'domain'],
  // ui/ is presentational: it never calls the backend (features pass it callbacks).
  ui: ['platform', 'domain'],
  // stores/ never imports pwa/: what the worker and the page share is in platform/.
  stores: ['platform', 'backend', 'domain'],
  // The update prompt shows the update store's offer (stores/use-update-store.ts).
  pwa: ['stores', 'platform', 'domain'],
  platform: ['domain'],
  backend: ['domain'],
  domain: [],
  'test-support': ['server', 'app', 'ui', 'stores', 'pwa', 'platform', 'backend', 'domain'],
};
const layerPolicies = [
  ...Object.entries(MAY_IMPORT).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: { element: { types: to } } },
  })),
  {
    from: { element: { types: ['server', 'app', 'feature', 'admin-tab', 'test-support'] } },
    allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
  },
  {
    from: { element: { types: ['feature', 'admin-tab', 'test-support'] } },
    allow: { to: { element: { type: 'admin-tab', fileInternalPath: 'index.ts' } } },
  },
];
const LAYER_MESSAGE =
  'Breaks the layers (docs/architecture.md): app → features → ui / stores / pwa → platform → ' +
  'backend / domain (stores never import pwa), and another feature only through its entry ' +
  'file (../<name>, its index.ts).';
const boundariesSettings = {
  'boundaries/elements': LAYERS,
  'boundaries/include': ['src/**/*'],
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
};

/** The imports domain/ forbids: frameworks, Firebase, and `outside` (a path out of domain/). */
function domainImports(outside) {
  return {
    patterns: [
      {
        group: [
          'react',
          'react-dom',
          'react-dom/*',
          'react-router*',
          'zustand',
          'firebase',
          'firebase/*',
          '@firebase/*',
          '@chakra-ui/*',
          'dompurify',
          outside,
        ],
        message: 'src/domain is pure: no React, Firebase, Chakra or app imports.',
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-next',
      'dist-e2e-firebase',
      'dist-emulators',
      'dist-hosting',
      'dist*-server',
      'dev-dist',
      'functions/lib',
      'coverage',
      'node_modules',
      'test-results',
      'bench-results',
      '.shots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', firebaseOnlyInAdapter],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: boundariesSettings,
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: LAYER_MESSAGE,
          policies: layerPolicies,
        },
      ],
    },
  },
  {
    // Tests exercise the layers together (a feature's test renders the app's header, the demo
    // backend and the test helpers); they still reach other features only through entry files.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/testing.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: LAYER_MESSAGE,
          policies: [
            ...layerPolicies,
            {
              allow: {
                to: {
                  element: {
                    types: [
                      'app',
                      'ui',
                      'stores',
                      'pwa',
                      'platform',
                      'backend',
                      'domain',
                      'test-support',
                    ],
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/backend/firebase/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // domain/ must be independent: pure TypeScript shared with Cloud Functions.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': ['error', domainImports('../*')],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'location',
      ],
    },
  },
  {
    // A folder inside domain/ (entities/) may import the rest of domain/, nothing above it.
    files: ['src/domain/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', domainImports('../../*')] },
  },
);
