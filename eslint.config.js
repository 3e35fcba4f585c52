// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const root = import.meta.dirname;

// Each restriction below is one entry of no-restricted-imports' `patterns`. A flat config keeps only
// the options of the last block that sets a rule for a file, so every block further down lists all
// the restrictions that hold for its files.

const desktopKit = {
  group: ['antd-mobile', 'antd-mobile/*'],
  message: 'Desktop code uses antd only; antd-mobile belongs to the mobile areas.',
};
const mobileKit = {
  group: ['antd', 'antd/*', '@ant-design/icons', '@ant-design/icons/*'],
  message: 'Mobile code uses antd-mobile only; antd belongs to the desktop areas.',
};
/**
 * A feature (`apps/web/src/features/<feature>/...`) imports only its own folder among the features.
 * @param {string} feature
 */
const otherFeature = (feature) => ({
  regex: `^(@/features/(?!${feature}/)[^/]+|\\.\\./\\.\\./(?!${feature}/|\\.\\./)[^/]+)(/|$)`,
  message: 'A feature does not import another feature; share through lib/ or the contract.',
});
const anyFeature = {
  regex: '^(@/|(\\.\\./)+)features(/|$)',
  message: 'lib/ is below the features: it imports none of them.',
};
const noApp = {
  regex: '^(@/|(\\.\\./)+)app(/|$)',
  message: 'Features and ui/ are below the app (routes, areas): they do not import @/app.',
};
/** lib/ may read the areas' path constants (areas/<area>/paths.ts), nothing else of the app. */
const appButPaths = {
  regex: '^(@/|(\\.\\./)+)app(/(?!areas/[^/]+/paths$)|$)',
  message: 'lib/ is below the app: it imports only the path constants (@/app/areas/<area>/paths).',
};
/** The HTTP client's request functions are called by the api/ modules of the features (and lib/) only. */
const httpClient = {
  regex: '^(@/|(\\.\\./)+)lib/http$',
  importNames: ['request', 'requestEnvelope', 'fireAndForget'],
  message: 'Only features/*/api (and lib/) call the HTTP client; use the feature api hooks and functions.',
};

// help is served by the market-only build too, so it uses the mobile kit; common (not-found) uses no kit.
const desktopAreas = ['shop', 'material', 'dashboard', 'cloud', 'open-platform', 'portal'];
const mobileAreas = ['m-shop', 'app-market', 'help'];
const features = fs
  .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** @param {string[]} files @param {object[]} patterns */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
/** @param {string} glob */
const web = (glob) => `apps/web/src/${glob}`;
const code = '**/*.{ts,tsx}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-market/**',
      'apps/web/dist-*/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [web(code)],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // A source file holds one responsibility: at most 500 lines (tests, specs and seed data excepted).
  {
    files: ['{apps,packages,e2e,bench,scripts}/**/*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/db/seed/**'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  // Server and contract test files share one module graph per worker (vitest.config.ts: isolate: false), so
  // none of them may replace a module or a global for the files after it.
  {
    files: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message:
            'Server and contract tests share modules between files (isolate: false): pass a fake in instead of vi.mock / vi.stubGlobal / vi.stubEnv.',
        },
      ],
    },
  },
  // Source file and folder names are kebab-case; a middle extension (.test, .spec, .config, .d) is allowed.
  {
    files: ['{apps,packages,e2e,bench,scripts}/**/*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  // No import cycles (static or dynamic import(); type-only imports are not followed). Packages are not
  // walked (a cycle cannot pass through node_modules back into our code): walking antd's and React's
  // modules was half of the rule's time.
  {
    files: [web(code), 'apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web', 'apps/server', 'packages/contract'].map((p) =>
            path.join(root, p, 'tsconfig.json'),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Import direction (no-restricted-imports; the last block that matches a file decides, see above).
  // Everywhere in the web app: pages, shells and ui/ never call the HTTP client directly.
  restrict([web(code)], [httpClient]),
  // Desktop areas never load the mobile kit, mobile areas never the desktop kit.
  restrict(
    desktopAreas.map((a) => web(`app/areas/${a}/${code}`)),
    [desktopKit, httpClient],
  ),
  restrict(
    mobileAreas.map((a) => web(`app/areas/${a}/${code}`)),
    [mobileKit, httpClient],
  ),
  // Screens that combine several features for both phone areas (app/mobile) use the mobile kit only.
  restrict([web(`app/mobile/${code}`)], [mobileKit, httpClient]),
  // The app shell (router, guards) and the not-found page load no kit: the market-only build shares them.
  restrict([web('app/*.{ts,tsx}'), web(`app/areas/common/${code}`)], [desktopKit, mobileKit, httpClient]),
  // ui/ (kit building blocks) is below the app.
  restrict([web(`ui/${code}`)], [noApp, httpClient]),
  // lib/ loads neither kit and no feature, and of the app only the areas' path constants.
  restrict([web(`lib/${code}`)], [desktopKit, mobileKit, anyFeature, appButPaths]),
  // Features stay independent and below the app. A feature's desktop/ and mobile/ code uses its own
  // kit; its model/ and api/ load neither kit, and only api/ calls the HTTP client.
  ...features.flatMap((f) => {
    const own = [otherFeature(f), noApp];
    return [
      restrict([web(`features/${f}/${code}`)], [...own, httpClient]),
      restrict([web(`features/${f}/desktop/${code}`)], [desktopKit, ...own, httpClient]),
      restrict([web(`features/${f}/mobile/${code}`)], [mobileKit, ...own, httpClient]),
      restrict([web(`features/${f}/model/${code}`)], [desktopKit, mobileKit, ...own, httpClient]),
      restrict([web(`features/${f}/api/${code}`)], [desktopKit, mobileKit, ...own]),
    ];
  }),
);
