import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const REMOTES = ['mf-shop', 'mf-account', 'mf-blog', 'mf-vehicle', 'mf-site'];

/**
 * Routing comes from @autoparts/shared/router, the one federated copy of the part of react-router
 * the storefront uses: a direct import would bundle a second router whose links and hooks see no
 * routes. Tests may build a memory data router to drive and read navigation.
 */
const ROUTER_THROUGH_SHARED = {
  group: ['react-router', 'react-router-dom'],
  allowImportNames: ['createMemoryRouter', 'RouterProvider'],
  message: 'Import routing from @autoparts/shared/router (one shared, tree-shaken router).',
};

/**
 * React's side of i18next comes from @autoparts/shared/translation, the one federated copy of the
 * part of react-i18next in use: a direct import would bundle a second copy whose hooks and <Trans>
 * see no i18next instance (its context and its global are the copy's own).
 */
const TRANSLATION_THROUGH_SHARED = {
  group: ['react-i18next'],
  message:
    'Import useTranslation from @autoparts/shared/translation, <Trans> from @autoparts/shared/trans.',
};

/**
 * A remote may import its own files, shared's public entry points and npm packages: nothing of
 * another area, except the entry points named in `allow` (`files` narrows where that holds).
 */
function areaBoundaries(own, { files = [`${own}/**/*.{ts,tsx}`], allow = [] } = {}) {
  const others = [...REMOTES, 'shell'].filter((name) => name !== own);
  // `@autoparts/mf-x`, `@autoparts/mf-x/...` and any relative path through a folder `mf-x`,
  // except the allowed entry points (a negative look-ahead: globs cannot re-include below a folder).
  const allowed = allow.map((entry) => `(?!${entry.replace(/[/.]/g, '\\$&')}$)`).join('');
  const otherArea = `^${allowed}(@autoparts/|(.*/)?)(${others.join('|')})(/.*)?$`;
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: otherArea,
              message:
                'Another area is reached only through a federated module id (loadFederatedModule), never its files.',
            },
            {
              group: ['@autoparts/shared/src/**', '**/shared/src/**'],
              message: "Import @autoparts/shared's public entry points, not its internals.",
            },
            ROUTER_THROUGH_SHARED,
            TRANSLATION_THROUGH_SHARED,
          ],
        },
      ],
    },
  };
}

/** Strings and templates that start with an area's address ('/shop/cart', `/blog/post/${slug}`). */
function handBuiltAreaUrls() {
  const sections = ['shop', 'account', 'register', 'forgot-password', 'blog', 'vehicle', 'site'];
  const areaUrl = `/^\\/(${sections.join('|')})(\\/|[?#]|$)/`;
  const message =
    "An area's address is built by its link builder (shopLinks, accountLinks, blogLinks, vehicleLinks, siteLinks from @autoparts/shared), not by hand.";
  return [
    { selector: `Literal[value=${areaUrl}]`, message },
    { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${areaUrl}]`, message },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      // `npm run release`'s store: published builds.
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...REMOTES.map((name) => areaBoundaries(name)),
  {
    // The shell composes areas at runtime and holds none of their code; the platform's gateway
    // (platform/) is what runs their services.
    files: ['shell/**/*.{ts,tsx}'],
    rules: areaBoundaries('shell').rules,
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@autoparts/*',
                '!@autoparts/shared',
                '**/shell/**',
                ...REMOTES.map((r) => `**/${r}/**`),
              ],
              message: 'shared is imported by every area and imports none of them.',
            },
            {
              // Each app bundles its own copy of shared's form kit: a relative import there would
              // bring a second react-i18next, blind to the page's i18next.
              group: ['./translation', '../translation', '../**/translation'],
              message: 'Import @autoparts/shared/translation by its package name.',
            },
            ROUTER_THROUGH_SHARED,
            TRANSLATION_THROUGH_SHARED,
          ],
        },
      ],
    },
  },
  {
    // Every address of an area is built by its link builders in shared's contract, so a change of
    // an area's URL scheme is made once and tested against its parser (design: contracts).
    files: [`{shell,shared,${REMOTES.join(',')}}/src/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**', 'shared/src/contracts/links.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...handBuiltAreaUrls()],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
