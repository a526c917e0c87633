import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The features from the bottom up. Each may import only those before it, so no two ever import
 * each other in a circle (docs/architecture.md). A new feature goes above what it uses.
 */
const FEATURE_LAYERS = [
  'auth',
  'search',
  'cart',
  'order',
  'reviews',
  'projects',
  'certificates',
  'profile',
  'navigation',
  'program',
  'checkout',
  'enquiry',
  'home',
  'programs',
  'staff',
  'mentoring',
  'learn',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'public/',
      'src/domain/catalogue/program-index.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server and the build scripts, with types: a promise nobody awaits loses its error.
    files: ['src/server/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Kysely migrations describe tables that no longer match today's types.
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The domain is pure: no I/O, no framework, importable from browser and server alike.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify*', 'kysely', 'react*', '**/server/**', '**/web/**'],
              message: 'src/domain stays pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    // Runs in Node at build time only, to prerender the pages.
    ignores: ['src/web/entry.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'node:*'],
              message: 'The browser cannot import server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': FEATURE_LAYERS.map((name) => ({
        type: name,
        pattern: `src/web/features/${name}`,
      })),
    },
    rules: {
      'boundaries/no-unknown': 'off',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: FEATURE_LAYERS.slice(0, -1).map((name, layer) => ({
            from: { element: { type: name } },
            disallow: {
              to: { element: { types: { anyOf: FEATURE_LAYERS.slice(layer + 1) } } },
            },
            message: `${name} may not import a feature above it in FEATURE_LAYERS (eslint.config.js): features would import each other in a circle.`,
          })),
        },
      ],
    },
  },
);
