// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (DESIGN.md "Layout", docs/decisions.md "One place wires every flow"):
 * domain <- services <- app/flows (machines given their side effects) <- app <- screens, and
 * domain <- machines (types only from src/). Screens render flows and send them events: they
 * import machine selectors and types, `src/app` hooks, `src/components`, `src/domain` and their
 * own folder, never a service or a flow's wiring. `server/` and `src/` never import each other.
 * tests/lint/zones.test.ts breaks each zone on purpose and expects the error.
 */
const reactModules = ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router', 'react-i18next'];

const serverPatterns = [{ group: ['**/server/**'], message: 'src/ and server/ never import each other.' }];

/** The screens' zone, one block per screen folder: its own folder is the only screen it reads. */
const screenFolders = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What screens and the shared kits of src/components may not reach (the screen folders add their own). */
function viewRules(extraPatterns, { tests = false } = {}) {
  const flowPaths = [
    {
      name: '@xstate/react',
      importNames: ['useActorRef', 'useMachine'],
      message: 'Screens ask src/app/flows for a flow (useFlowActor) instead of creating one.',
    },
    { name: 'xstate', importNames: ['createActor'], message: 'Screens ask src/app/flows for a flow.' },
  ];
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        // A test may build the actors it renders a screen with.
        paths: tests ? [] : flowPaths,
        patterns: [
          {
            group: ['@/services/*', '**/services/**'],
            allowTypeImports: true,
            message: 'Screens read data through src/app hooks; only types come from services.',
          },
          ...(tests
            ? []
            : [
                {
                  group: ['@/app/flows/*.actors', '**/flows/*.actors'],
                  allowTypeImports: true,
                  message: 'Screens use a flow hook of src/app/flows, not the flow wiring.',
                },
              ]),
          ...extraPatterns,
          ...serverPatterns,
        ],
      },
    ],
    'no-restricted-syntax': tests
      ? 'off'
      : [
          'error',
          {
            selector: "CallExpression[callee.property.name='provide']",
            message: 'Machines are given their side effects once, in src/app/flows.',
          },
        ],
  };
}

const testFiles = ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}'];

function screenZone(folder) {
  const message = 'A screen imports only its own folder; a shared kit lives in src/components or src/app.';
  const others = screenFolders.filter((other) => other !== folder);
  const patterns = [
    { group: ['@/screens/*', '!@/screens/' + folder, `!@/screens/${folder}/**`], message },
    { regex: `^(\\.\\./)+(screens/)?(${others.join('|')})/`, message },
  ];
  return [
    { files: [`src/screens/${folder}/**/*.{ts,tsx}`], ignores: testFiles, rules: viewRules(patterns) },
    {
      files: testFiles.map((glob) => `src/screens/${folder}/${glob}`),
      rules: viewRules(patterns, { tests: true }),
    },
  ];
}

function componentsZone() {
  const patterns = [
    { group: ['@/screens/*', '**/screens/**'], message: 'Shared kits do not import screens.' },
  ];
  return [
    {
      files: ['src/components/**/*.{ts,tsx}'],
      ignores: ['src/components/ui/**', ...testFiles],
      rules: viewRules(patterns),
    },
    {
      files: testFiles.map((glob) => `src/components/${glob}`),
      ignores: ['src/components/ui/**'],
      rules: viewRules(patterns, { tests: true }),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.stryker-tmp/**',
      'reports/**',
      'node_modules/**',
      'coverage/**',
      '.data/**',
      '.bench/**',
      'test-results/**',
      '.e2e-runs/**',
      'playwright-report/**',
      'public/**',
    ],
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
            ...reactModules
              .filter((m) => !m.includes('*'))
              .map((name) => ({ name, message: 'Machines do not import React.' })),
            {
              name: 'ofetch',
              message: 'Machines do no I/O: name an actor and provide it from src/app/flows.',
            },
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
            {
              group: ['@/app/*', '**/app/**', '@/screens/*', '**/screens/**'],
              message: 'components/ui imports neither the app nor screens.',
            },
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
          paths: reactModules
            .filter((m) => !m.includes('*'))
            .map((name) => ({ name, message: 'Services are framework-free.' })),
          patterns: [
            {
              group: ['@/app/*', '@/screens/*', '@/components/*', '**/app/**', '**/screens/**'],
              message: 'Services sit at the bottom: they import no app, screen, flow or component.',
            },
            {
              group: ['@machines/*', '**/machines/**'],
              message: 'Services never import machines: shared types live in src/domain.',
            },
            ...serverPatterns,
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/flows/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/screens/*', '**/screens/**'], message: 'Flows do not import screens.' },
            ...serverPatterns,
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/*.{ts,tsx}', 'src/app/!(flows)/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverPatterns }],
    },
  },
  ...screenFolders.flatMap(screenZone),
  ...componentsZone(),
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: reactModules
            .filter((m) => !m.includes('*'))
            .map((name) => ({ name, message: 'The domain is plain TypeScript.' })),
          patterns: [
            {
              group: ['@/*', '!@/domain', '!@/domain/**', '@machines/*', '**/machines/**', '**/server/**'],
              message: 'The domain imports only the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,mjs,js}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@machines/*', '**/src/**', '**/machines/**'],
              message: 'src/ and server/ never import each other.',
            },
          ],
        },
      ],
    },
  },
);
