import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The project's config with only the rules under test: the import-direction and file-name rules read the
 * text alone, so linting a snippet under a path costs milliseconds. Created once, reused by every test.
 */
const textRules = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) =>
    ruleId === 'no-restricted-imports' ||
    ruleId === 'no-restricted-syntax' ||
    ruleId === 'max-lines' ||
    ruleId.startsWith('check-file/'),
});
/**
 * The cycle rule alone: it reads the modules a snippet imports from disk (once; import-x keeps what it
 * parsed), so its tests follow one small real cycle each rather than the whole tree.
 */
const cycleRule = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle' });

async function messagesOf(rule: string, file: string, code: string): Promise<string[]> {
  const eslint = rule === 'import-x/no-cycle' ? cycleRule : textRules;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restrictedImports = (file: string, code: string) => messagesOf('no-restricted-imports', file, code);

describe('lint: import direction', () => {
  it('keeps antd-mobile out of desktop areas and desktop feature components', async () => {
    const code = "import { Button } from 'antd-mobile';\nexport const B = Button;\n";
    expect(await restrictedImports('apps/web/src/app/areas/shop/pages/x.tsx', code)).toHaveLength(1);
    expect(await restrictedImports('apps/web/src/features/cart/desktop/x.tsx', code)).toHaveLength(1);
  });

  it('keeps antd out of mobile areas (m-shop, app-market, help) and mobile feature components', async () => {
    const code = "import { Button } from 'antd';\nexport const B = Button;\n";
    for (const file of [
      'apps/web/src/app/areas/m-shop/x.tsx',
      'apps/web/src/app/areas/app-market/x.tsx',
      'apps/web/src/app/areas/help/x.tsx',
      'apps/web/src/features/cart/mobile/x.tsx',
    ]) {
      expect(await restrictedImports(file, code), file).toHaveLength(1);
    }
  });

  it('keeps both kits out of shared code and the app shell', async () => {
    for (const kit of ['antd', 'antd-mobile']) {
      const code = `import { Button } from '${kit}';\nexport const B = Button;\n`;
      for (const file of [
        'apps/web/src/lib/x.ts',
        'apps/web/src/features/cart/model/x.ts',
        'apps/web/src/features/cart/api/x.ts',
        'apps/web/src/app/router.tsx',
      ]) {
        expect(await restrictedImports(file, code), `${kit} in ${file}`).toHaveLength(1);
      }
    }
  });

  it('keeps features from importing each other, in model, api, desktop and mobile code', async () => {
    for (const source of ['@/features/order/model/x', '../../order/api/x']) {
      const code = `import { x } from '${source}';\nexport const y = x;\n`;
      for (const folder of ['model', 'api', 'desktop', 'mobile']) {
        const file = `apps/web/src/features/cart/${folder}/x.tsx`;
        expect(await restrictedImports(file, code), `${source} in ${file}`).toHaveLength(1);
      }
    }
    // An area may compose features.
    const code = "import { x } from '@/features/order/model/x';\nexport const y = x;\n";
    expect(await restrictedImports('apps/web/src/app/areas/shop/pages/x.tsx', code)).toHaveLength(0);
  });

  it("lets a feature's desktop and mobile code use its own api and model", async () => {
    const code =
      "import { a } from '../api/a';\nimport { m } from '../model/m';\n" +
      "import { n } from '@/features/cart/model/n';\nexport const y = [a, m, n];\n";
    for (const folder of ['desktop', 'mobile']) {
      const file = `apps/web/src/features/cart/${folder}/x.tsx`;
      expect(await restrictedImports(file, code), file).toHaveLength(0);
    }
  });

  it('keeps features and ui/ below the app, and lib/ to the path constants of the areas', async () => {
    for (const source of ['@/app/route-types', '../../../app/route-handle']) {
      const code = `import type { X } from '${source}';\nexport type Y = X;\n`;
      for (const file of [
        'apps/web/src/features/cart/model/x.ts',
        'apps/web/src/features/cart/mobile/x.tsx',
      ]) {
        expect(await restrictedImports(file, code), `${source} in ${file}`).toHaveLength(1);
      }
    }
    const inUi = "import { isRouteHandle } from '@/app/route-handle';\nexport const y = isRouteHandle;\n";
    expect(await restrictedImports('apps/web/src/ui/desktop/x.tsx', inUi)).toHaveLength(1);
    expect(await restrictedImports('apps/web/src/ui/mobile/x.ts', inUi)).toHaveLength(1);

    const inLib = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
    expect(await restrictedImports('apps/web/src/lib/x.ts', inLib('@/app/areas/m-shop/paths'))).toHaveLength(
      0,
    );
    for (const source of ['@/app/areas/m-shop/area', '@/app/router', '@/features/cart/model/x']) {
      expect(await restrictedImports('apps/web/src/lib/x.ts', inLib(source)), source).toHaveLength(1);
    }
  });

  it('lets only features/*/api and lib/ call the HTTP client', async () => {
    const named = "import { request } from '@/lib/http';\nexport const r = request;\n";
    const all = "import * as http from '@/lib/http';\nexport const h = http;\n";
    const relative = "import { fireAndForget } from '../../lib/http';\nexport const f = fireAndForget;\n";
    for (const file of [
      'apps/web/src/app/areas/shop/pages/x.tsx',
      'apps/web/src/app/areas/m-shop/pages/x.tsx',
      'apps/web/src/app/router.tsx',
      'apps/web/src/features/cart/model/x.ts',
      'apps/web/src/features/cart/mobile/x.tsx',
      'apps/web/src/ui/desktop/x.tsx',
    ]) {
      expect(await restrictedImports(file, named), file).toHaveLength(1);
      expect(await restrictedImports(file, all), file).toHaveLength(1);
    }
    expect(await restrictedImports('apps/web/src/ui/mobile/x.tsx', relative)).toHaveLength(1);
    // What the client exports besides the request functions stays open.
    const other = "import { apiBase, ApiError } from '@/lib/http';\nexport const a = [apiBase, ApiError];\n";
    expect(await restrictedImports('apps/web/src/app/areas/shop/pages/x.tsx', other)).toHaveLength(0);
    for (const file of ['apps/web/src/features/cart/api/x.ts', 'apps/web/src/lib/x.ts']) {
      expect(await restrictedImports(file, named), file).toHaveLength(0);
    }
  });
});

describe('lint: import cycles', () => {
  // The toast that imported its loader back: use-mobile-notifier.ts → import('./mobile-toast'). A small
  // real cycle, so the rule reads a handful of modules (a page importing its area's route table back is
  // the same shape, through every page of the area).
  const toast = 'apps/web/src/ui/mobile/mobile-toast.ts';

  it('finds a cycle through the @/ alias and a lazy import()', async () => {
    const code =
      "import { showMobileToast } from '@/ui/mobile/use-mobile-notifier';\nexport const s = showMobileToast;\n";
    expect(await messagesOf('import-x/no-cycle', toast, code)).toHaveLength(1);
  });

  it('finds a relative cycle; a type-only import is no cycle', async () => {
    const code =
      "import { showMobileToast } from './use-mobile-notifier';\nexport const s = showMobileToast;\n";
    expect(await messagesOf('import-x/no-cycle', toast, code)).toHaveLength(1);
    const types =
      "import type { showMobileToast } from './use-mobile-notifier';\nexport type S = typeof showMobileToast;\n";
    expect(await messagesOf('import-x/no-cycle', toast, types)).toHaveLength(0);
    // Without the way back there is no cycle.
    const plain = "import { notify } from '@/lib/notify';\nexport const n = notify;\n";
    expect(await messagesOf('import-x/no-cycle', toast, plain)).toHaveLength(0);
  });

  it('checks the web, the server and the contract', async () => {
    for (const file of ['apps/web/src/x.tsx', 'apps/server/src/x.ts', 'packages/contract/src/x.ts']) {
      const config = (await cycleRule.calculateConfigForFile(path.join(root, file))) as {
        rules?: Record<string, unknown>;
      };
      expect(config.rules?.['import-x/no-cycle'], file).toMatchObject([2, { ignoreExternal: true }]);
    }
  });

  it('is enforced over the whole tree by npm run lint, which npm run check runs (no warning passes)', () => {
    // Linting the tree here again took 30–40 s on a busy machine; `npm run check` does it, before every
    // commit, and inside `npm test` with PM_CHECK=1 (the unit lane runs it after its tests: scripts/test.mjs).
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toBe('eslint --max-warnings=0 .');
    // `check` runs the lint script (by itself or among others run side by side).
    expect(pkg.scripts.check).toMatch(/(^|\s)(npm run )?lint(\s|$)/);
    const suite = fs.readFileSync(path.join(root, 'scripts/test.mjs'), 'utf8');
    expect(suite).toMatch(/process\.env\.PM_CHECK === '1'/);
    expect(suite).toMatch(/command: \['npm', 'run', 'check'\]/);
  });
});

describe('lint: file names', () => {
  const names = (file: string) =>
    messagesOf('check-file/filename-naming-convention', file, 'export const a = 1;\n');
  const folders = (file: string) =>
    messagesOf('check-file/folder-naming-convention', file, 'export const a = 1;\n');

  it('wants kebab-case source files in apps, packages, e2e, bench and scripts', async () => {
    for (const file of [
      'apps/web/src/app/areas/shop/pages/OrderListPage.tsx',
      'apps/server/src/modules/user/user_repo.ts',
      'packages/contract/src/orderStatus.ts',
      'e2e/ShopNavigation.spec.ts',
      'bench/Bundle-Size.mjs',
      'scripts/lint_rules.test.ts',
    ]) {
      expect(await names(file), file).toHaveLength(1);
    }
    expect(await folders('apps/web/src/features/orderList/model/x.ts')).toHaveLength(1);
  });

  it('allows the conventional names: configs, tests, specs', async () => {
    for (const file of [
      'apps/web/vite.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/src/app/areas/shop/pages/order-list-page.tsx',
      'apps/web/src/app/areas/shop/breadcrumbs.test.ts',
      'e2e/shop-navigation.spec.ts',
      'bench/bundle-size.mjs',
    ]) {
      expect(await names(file), file).toHaveLength(0);
    }
  });
});

describe('lint: file size', () => {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join('\n') + '\n';
  const tooLong = (file: string, n: number) => messagesOf('max-lines', file, lines(n));

  it('wants source files of at most 500 lines', async () => {
    for (const file of [
      'apps/server/src/modules/order/x.service.ts',
      'apps/web/src/app/areas/shop/pages/x-page.tsx',
      'packages/contract/src/x.ts',
      'bench/x.ts',
    ]) {
      expect(await tooLong(file, 501), file).toHaveLength(1);
      expect(await tooLong(file, 500), file).toHaveLength(0);
    }
  });

  it('lets tests, specs and seed data grow', async () => {
    for (const file of [
      'apps/server/src/modules/order/x.test.ts',
      'apps/web/src/features/cart/x.test.tsx',
      'e2e/x.spec.ts',
      'apps/server/src/db/seed/x.ts',
    ]) {
      expect(await tooLong(file, 900), file).toHaveLength(0);
    }
  });
});

describe('lint: tests that share modules', () => {
  const replaced = (file: string) =>
    messagesOf(
      'no-restricted-syntax',
      file,
      "import { vi } from 'vitest';\nvi.mock('./x');\nvi.stubGlobal('fetch', () => null);\n",
    );

  it('keeps vi.mock and vi.stubGlobal out of server and contract tests (they run with isolate: false)', async () => {
    expect(await replaced('apps/server/src/modules/order/x.test.ts')).toHaveLength(2);
    expect(await replaced('packages/contract/src/x.test.ts')).toHaveLength(2);
  });

  it('lets web tests, which run isolated, replace modules', async () => {
    expect(await replaced('apps/web/src/features/cart/x.test.tsx')).toHaveLength(0);
  });
});
