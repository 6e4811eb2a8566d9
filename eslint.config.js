import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint/layers.js';
import links from './scripts/eslint/links.js';
import services from './scripts/eslint/services.js';
import strings from './scripts/eslint/strings.js';

export default defineConfig(
  globalIgnores(['dist/', 'dist-profile/', 'var/', 'data/', 'test-results/', 'playwright-report/', 'coverage/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'Export names one by one (no export *).' }],
    },
  },
  {
    // Units stay one thing each: a module that grows past 300 lines or a function past 100 is split.
    // The curated city list is a dataset, one city a line.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['scripts/places/cities.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Not in tests: a describe block is a list of cases, not a unit.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/__tests__/**', 'tests/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers, services },
    rules: { 'layers/imports': 'error', 'services/location': 'error' },
  },
  {
    // Text people read or hear comes from the translation bundles.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/__tests__/**'],
    plugins: { strings },
    rules: { 'strings/no-literal-text': 'error' },
  },
  {
    // The CSP allows no style attributes (style-src-attr 'none'): computed values go through
    // classes, SVG attributes or stylesheets. Repeats the rule above, as a later block replaces it.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names one by one (no export *).' },
        {
          selector: "JSXAttribute[name.name='style']",
          message: "No style attributes: the CSP refuses them (style-src-attr 'none'); use a class or an SVG attribute.",
        },
      ],
    },
  },
  {
    // Dates and numbers on screen go through the platform's formatters (platform/format), which give
    // the server and the browser the same text; product code never builds its own Intl formatter.
    // Repeats the selectors above, as a later block replaces them.
    files: ['src/product/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names one by one (no export *).' },
        {
          selector: "JSXAttribute[name.name='style']",
          message: "No style attributes: the CSP refuses them (style-src-attr 'none'); use a class or an SVG attribute.",
        },
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Format through platform/format (formatDate, formatPrice, formatNumber, formatDayWith, formatMoment).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format through platform/format (formatDate, formatPrice, formatNumber, formatDayWith, formatMoment).',
        },
      ],
    },
  },
  {
    // In-app addresses are built from routes (linkTo, <Link to={route}>), never written by hand.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**', 'src/server/**'],
    plugins: { links },
    rules: { 'links/no-literal-href': 'error' },
  },
  {
    files: ['src/**/*.tsx', 'src/platform/**/*.ts', 'src/product/**/*.ts', 'src/ui/**/*.ts', 'src/app/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Browser code; the server, scripts, tests and benchmarks run on Node.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The browser check runs before the bundle, as a classic script in ES5 (its unit test parses it so).
    files: ['src/platform/browser-support/check.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/server/**', 'src/entry-server.tsx', 'scripts/**', 'bench/**', 'tests/**', '*.{js,mjs,ts}', '**/__tests__/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Every journey runs on the end-to-end server's calendar, which the shared `test` sets up.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test': its pages follow the server's clock." }] },
      ],
    },
  },
);
