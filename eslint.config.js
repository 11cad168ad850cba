import js from '@eslint/js';
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

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-next',
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
    files: ['src/backend/firebase/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // domain/ must be independent: pure TypeScript shared with Cloud Functions.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
                '../*',
              ],
              message: 'src/domain is pure: no React, Firebase, Chakra or app imports.',
            },
          ],
        },
      ],
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
);
