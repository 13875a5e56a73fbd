// One lint set-up for the whole repository: type-aware TypeScript rules, React hooks rules,
// the import boundaries of docs/architecture.md, and no import cycles.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noWebInApi = { group: ['@kestrel/web*', '~/*'], message: 'The API does not import the web app.' };

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/test-results/**',
      'data/**',
      'bench/results/**',
      'content/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/api/src/config/config.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // No module imports itself through others: a cycle hides an order of initialisation and ties
    // modules that should depend one way. Imports of types only are not followed (they vanish at run time).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '~': [fileURLToPath(new URL('./apps/web/src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'import-x/no-duplicates': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Configuration and tooling may read the environment; nothing in an app's source may.
    files: [
      'apps/api/src/config/config.ts',
      'apps/api/test/**',
      'e2e/**',
      'scripts/**',
      'apps/*/scripts/**',
      '**/*.config.ts',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // React Router's loaders throw `data(...)` and `redirect(...)` answers by design.
    files: ['apps/web/src/app/routes/**'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  // The domain is pure: no app, no framework, no I/O.
  restrict(
    ['packages/domain/**'],
    [
      { group: ['@kestrel/api*', '@kestrel/web*', '@kestrel/emulators*'], message: 'The domain imports no app.' },
      {
        group: ['fastify*', 'react*', 'drizzle-orm*', 'pg', 'node:fs*', 'node:net', 'node:http*'],
        message: 'The domain does no I/O.',
      },
    ],
  ),
  restrict(
    ['packages/emulators/**'],
    [{ group: ['@kestrel/api*', '@kestrel/web*'], message: 'Emulators import no app.' }],
  ),
  restrict(['apps/api/**'], [noWebInApi]),
  // API modules: another module is reached only through its index.ts, its public face
  // (docs/architecture.md "Modules"); tooling/checks/import-graph.test.ts also refuses cycles between them.
  restrict(
    ['apps/api/src/modules/**'],
    [
      noWebInApi,
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$)',
        message: "Import another module through its index.ts (`'../claims'`), not one of its files.",
      },
    ],
  ),
  // Web: shared code (lib, components) → features → app; never sideways between features.
  restrict(
    ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    [
      {
        group: ['~/features/*', '~/app/*', '../features/*', '../../features/*'],
        message: 'Shared code imports no feature or route.',
      },
    ],
  ),
  {
    // UK dates, times, money and digit groups are written out by packages/domain, not with Intl: a
    // page's first Intl object loads the ICU data (docs/decisions/0008-app-pages-paint-their-frame-first.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'Intl',
          message: 'Use the UK formatters of packages/domain/src/uk (decision 8: no Intl in the web app).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^toLocale(String|DateString|TimeString)$/]',
          message: 'Use the UK formatters of packages/domain/src/uk (decision 8: no Intl in the web app).',
        },
      ],
    },
  },
  ...webFeatures.map((feature) =>
    restrict(
      [`apps/web/src/features/${feature}/**`],
      [
        {
          group: ['~/features/*', `!~/features/${feature}`, `!~/features/${feature}/**`],
          message: 'A feature does not import another feature; lift what they share into lib or components.',
        },
        { group: ['~/app/*'], message: 'A feature does not import routes.' },
      ],
    ),
  ),
);
