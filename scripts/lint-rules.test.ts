import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function messagesOf(rule: string, file: string, code: string): Promise<string[]> {
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
  // A page that imported its area's route table back: area.ts → routes.ts → import('./pages/…').
  const page = 'apps/web/src/app/areas/m-shop/pages/login-page.tsx';

  it('finds a cycle through the @/ alias and a lazy import()', async () => {
    const code = "import { mShopArea } from '@/app/areas/m-shop/area';\nexport const a = mShopArea;\n";
    expect(await messagesOf('import-x/no-cycle', page, code)).toHaveLength(1);
  });

  it('finds a relative cycle; a type-only import is no cycle', async () => {
    const code = "import { mShopRoutes } from '../routes';\nexport const r = mShopRoutes;\n";
    expect(await messagesOf('import-x/no-cycle', page, code)).toHaveLength(1);
    const types = "import type { mShopRoutes } from '../routes';\nexport type R = typeof mShopRoutes;\n";
    expect(await messagesOf('import-x/no-cycle', page, types)).toHaveLength(0);
  });

  it('checks the server and the contract too', async () => {
    for (const file of ['apps/server/src/x.ts', 'packages/contract/src/x.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules?: Record<string, unknown>;
      };
      expect(config.rules?.['import-x/no-cycle'], file).toEqual([2]);
    }
  });

  it('finds none in the web, the server and the contract', async () => {
    const cycles = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle' });
    const results = await cycles.lintFiles(['apps/web/src', 'apps/server/src', 'packages/contract/src']);
    const found = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(found).toEqual([]);
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
