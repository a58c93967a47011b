// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (DESIGN.md "Layout"): services -> machines (types only) -> actors -> app / screens.
 * Machines import no React, no fetch client and nothing from src/ but types; components/ui imports
 * neither machines nor services.
 */
const reactModules = ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router', 'react-i18next'];

export default tseslint.config(
  {
    ignores: ['dist/**', '.stryker-tmp/**', 'reports/**', 'node_modules/**', 'coverage/**', '.data/**', '.bench/**', 'test-results/**', '.e2e-runs/**', 'playwright-report/**', 'public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...reactModules.filter((m) => !m.includes('*')).map((name) => ({ name, message: 'Machines do not import React.' })),
            { name: 'ofetch', message: 'Machines do no I/O: name an actor and provide it from src/actors.' },
          ],
          patterns: [
            { group: ['react-dom/*'], message: 'Machines do not import React.' },
            {
              group: ['@/*', '**/src/*', '**/src/**'],
              allowTypeImports: true,
              message: 'Machines import nothing from src/ but types (use `import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'xstate', message: 'Presentational components take props, not actors.' },
            { name: '@xstate/react', message: 'Presentational components take props, not actors.' },
          ],
          patterns: [
            { group: ['@machines/*', '**/machines/**'], message: 'components/ui imports no machines.' },
            { group: ['@/services/*', '**/services/**'], message: 'components/ui imports no services.' },
            { group: ['@/actors/*', '**/actors/**'], message: 'components/ui imports no actors.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: reactModules.filter((m) => !m.includes('*')).map((name) => ({ name, message: 'Services are framework-free.' })),
          patterns: [
            { group: ['@/app/*', '@/screens/*', '@/actors/*', '@/components/*', '**/app/**', '**/screens/**', '**/actors/**'], message: 'Services sit at the bottom: they import no app, screen, actor or component.' },
            { group: ['@machines/*', '**/machines/**'], allowTypeImports: true, message: 'Services import machine types only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/actors/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/screens/*', '**/app/**', '**/screens/**'], message: 'Actors do not import the app or screens.' },
          ],
        },
      ],
    },
  },
);
