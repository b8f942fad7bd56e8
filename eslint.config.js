import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import features from './scripts/eslint/feature-boundaries.mjs';

/**
 * One-way dependencies (docs/design.md §2): shared → features → app. Shared code never imports a feature or
 * the app; a feature never imports the app or another feature's internals; only the entry point and the test
 * harness may import the emulator, and the emulator imports no feature and not the app (scripts/check-cycles.mjs
 * checks the same layers on the whole import graph).
 */
const restricted = (patterns) => ['error', { patterns }];
const noApp = { group: ['@/app/*', '@/app'], message: 'Only src/app and src/main.tsx compose the app.' };
const noFeatures = { group: ['@/features/*'], message: 'Shared code must not depend on features.' };
const noEmulator = {
  group: ['@/emulator/*', '@/emulator', '**/emulator/*'],
  message: 'Only src/main.tsx and the tests load the emulator (lazily): real tenants must never bundle it.',
};
const noTests = {
  group: ['@tests/*', '@tests', '**/tests/*'],
  message: 'The test harness (tests/) is for tests only; application code never imports it.',
};
/** The emulated cloud stands apart: it uses the shared layers below the store, never the portal's features or app. */
const emulatorApart = {
  group: ['@/features/*', '@/features', '@/app/*', '@/app', '@/main', '**/features/*', '**/app/*'],
  message:
    'The emulated cloud is a stand-in for the real one: it may use config, contracts, data, lib and services, never a feature or the app (src/emulator/README.md).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'test-results-*', 'coverage', 'node_modules', 'public', 'playwright-report', 'test-results', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Packages, then our own modules (@/…), then the test harness (@tests/…), then relative ones: each group
      // sorted, a blank line between.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:', '^@?\\w'], ['^@/'], ['^@tests/'], ['^\\.\\.'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Services are plain objects whose methods never use `this`; sagas pass them to call() and props pass
      // callbacks declared with method syntax. The rule only reports false alarms for that style.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: [
      'src/lib/**',
      'src/services/**',
      'src/components/**',
      'src/config/**',
      'src/data/**',
      'src/contracts/**',
    ],
    rules: { 'no-restricted-imports': restricted([noApp, noFeatures, noEmulator, noTests]) },
  },
  {
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': restricted([noApp, noEmulator, noTests]) },
  },
  // The public chatbot (loader, frame, chat) is an app of its own for customers' visitors: shared code only (its
  // frame starts the demo's emulated cloud with import(), as src/main.tsx does).
  {
    files: ['src/widget/**'],
    rules: { 'no-restricted-imports': restricted([noApp, noFeatures, noEmulator, noTests]) },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': restricted([noEmulator, noTests]) },
  },
  // The emulator's own test-support helpers are harness (they sign in through tests/session.ts).
  {
    files: ['src/emulator/**'],
    ignores: ['src/emulator/**/test-support.ts'],
    rules: { 'no-restricted-imports': restricted([emulatorApart, noTests]) },
  },
  // Tests are part of the harness: they load the emulator and start the whole app (store, router) around the
  // code under test, so the one-way rules of the application code do not apply to them.
  { files: ['src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  // The emulator tier (vite.config.ts) runs without Testing Library's cleanup: an app rendered there leaves
  // React work scheduled past its file, which then fails in the next file's environment ('window is not defined').
  {
    files: ['src/emulator/**/*.test.ts', 'src/services/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restricted([
        {
          group: ['@tests/render', '@testing-library/*'],
          message: 'The emulator tier renders nothing: drive the service with the emulator’s test-support helpers.',
        },
      ]),
    },
  },
  // A feature is used through its index only; routes lazy-load its pages (docs/adr: feature boundaries).
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { features },
    rules: { 'features/boundaries': 'error' },
  },
  { files: ['scripts/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['scripts/**/*.mjs'], rules: { 'no-console': 'off' } },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
