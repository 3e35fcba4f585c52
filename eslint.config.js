// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const desktopKit = {
  group: ['antd-mobile', 'antd-mobile/*'],
  message: 'Desktop code uses antd only; antd-mobile belongs to the mobile areas.',
};
const mobileKit = {
  group: ['antd', 'antd/*', '@ant-design/icons', '@ant-design/icons/*'],
  message: 'Mobile code uses antd-mobile only; antd belongs to the desktop areas.',
};
const otherFeature = {
  group: ['@/features/*/**', '../../*/**'],
  message: 'A feature does not import another feature; share through lib/ or the contract.',
};

// help is served by the market-only build too, so it uses the mobile kit; common (not-found) uses no kit.
const desktopAreas = ['shop', 'material', 'dashboard', 'cloud', 'open-platform', 'portal'];
const mobileAreas = ['m-shop', 'app-market', 'help'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-market/**', 'data/**', '**/*.d.ts'],
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Desktop areas and desktop feature components never load the mobile kit.
  {
    files: [
      ...desktopAreas.map((a) => `apps/web/src/app/areas/${a}/**/*.{ts,tsx}`),
      'apps/web/src/features/*/desktop/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [desktopKit] }] },
  },
  // Mobile areas and mobile feature components never load the desktop kit.
  {
    files: [
      ...mobileAreas.map((a) => `apps/web/src/app/areas/${a}/**/*.{ts,tsx}`),
      'apps/web/src/features/*/mobile/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [mobileKit] }] },
  },
  // Shared code (lib, model, api, stores) loads neither kit, and features stay independent.
  {
    files: [
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/features/*/model/**/*.{ts,tsx}',
      'apps/web/src/features/*/api/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [desktopKit, mobileKit, otherFeature] }] },
  },
  // The app shell (router, guards) and the not-found page load no kit: the market-only build shares them.
  {
    files: ['apps/web/src/app/*.{ts,tsx}', 'apps/web/src/app/areas/common/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [desktopKit, mobileKit] }] },
  },
);
