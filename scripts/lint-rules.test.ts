import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

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
        'apps/web/src/app/router.tsx',
      ]) {
        expect(await restrictedImports(file, code), `${kit} in ${file}`).toHaveLength(1);
      }
    }
  });

  it('keeps features from importing each other', async () => {
    const code = "import { x } from '@/features/order/model/x';\nexport const y = x;\n";
    expect(await restrictedImports('apps/web/src/features/cart/model/x.ts', code)).toHaveLength(1);
    // An area may compose features.
    expect(await restrictedImports('apps/web/src/app/areas/shop/pages/x.tsx', code)).toHaveLength(0);
  });
});
