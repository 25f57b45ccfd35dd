import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: src/shared (what the site, the functions and the staff tools all read),
// then the site's shared code (components, config, data, i18n, lib), then features, then the
// app. A feature never imports another feature, and shared code never imports a feature or the
// app. functions/ and scripts/ reach into src/ only for src/shared, and never into each other.
// Relative specifiers are matched, the only kind the code uses.
const features = readdirSync(new URL('./src/features', import.meta.url));
const firebaseOnlyInAdapters = {
  group: ['firebase/*', 'firebase'],
  message: 'Only the data adapters in src/data/source/adapters/firestore talk to Firebase.',
};
const climbsInto = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const siteFolders = readdirSync(new URL('./src', import.meta.url)).filter(
  (folder) => folder !== 'shared' && !folder.includes('.'),
);
const adminOnlyOutsideTheSite = {
  regex: '(^|/)shared/admin(/|$)',
  message: 'src/shared/admin runs on the Admin SDK: only functions/ and scripts/ import it.',
};
/** What functions/ and scripts/ may not import: the site beyond src/shared, and each other. */
const outsideShared = (other, allowed = []) => ({
  regex: `^(\\.\\./)+(${other}|src/(?!shared/${allowed.map((path) => `|${path}`).join('')}))`,
  message:
    `Only src/shared is shared with the site: move the piece there rather than import ` +
    `${other}/ or the rest of src/.`,
});
const boundaries = [
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: [
            firebaseOnlyInAdapters,
            { group: ['react/*', 'react-dom/*'], message: 'src/shared holds no React.' },
            {
              regex: climbsInto(siteFolders),
              message:
                'src/shared imports nothing from the rest of src: it is read outside the site.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{components,config,data,i18n,lib}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseOnlyInAdapters,
            adminOnlyOutsideTheSite,
            {
              regex: climbsInto(['features', 'app']),
              message: 'Shared code must not import a feature or the app: move the piece down.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseOnlyInAdapters, outsideShared('scripts')] },
      ],
    },
  },
  {
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseOnlyInAdapters, outsideShared('functions')] },
      ],
    },
  },
  {
    // The pre-render hands the server entry a data source of its own making: it implements the
    // site's DataSource port, so it reads that port's types.
    files: ['scripts/lib/build-data-source.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseOnlyInAdapters,
            outsideShared('functions', ['data/source/data-source\\.ts$']),
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseOnlyInAdapters,
            adminOnlyOutsideTheSite,
            {
              regex: climbsInto([
                'app',
                ...features
                  .filter((other) => other !== feature)
                  .flatMap((other) => [other, `features/${other}`]),
              ]),
              message:
                'A feature must not import another feature or the app: share it from ' +
                'src/components, src/lib or src/data instead.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
      'functions/lib',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [firebaseOnlyInAdapters] }],
    },
  },
  ...boundaries,
  {
    files: ['src/data/source/adapters/firestore/**', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A module says one thing: past 300 lines it is split by what its parts do. Lines are counted
    // as `wc -l` counts them, blank lines and comments included. Tests are left out: each mirrors
    // one module (tests/README.md), so its length follows what that module does.
    files: ['{src,functions,scripts}/**/*.{ts,tsx}', '*.{ts,js,mjs}'],
    ignores: [
      // The embedded demo catalogue is data: one entry per test or package, not logic.
      'src/shared/demo-catalogue/**',
      // The illustrations' SVG designs: drawings written as markup, read as pictures, not logic.
      'scripts/render-illustrations.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.node },
  },
  {
    // Scripts in public/ are served to the browser as they are.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Playwright's fixtures call a function named `use`, which is not React's.
    files: ['tests/e2e/**', 'tests/support/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
