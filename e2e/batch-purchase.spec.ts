/**
 * Batch purchase against the real mall: buyer01 uploads an xlsx (made here with exceljs) whose columns
 * are in their own order and wording, with a few goods codes of the catalog and one unknown line; the
 * page flags the unknown line in Chinese, and after the buyer confirms, the matched lines are in the cart.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import { confirmDialog } from './support/dialog';
import { signIn } from './support/sign-in';

const b = useBrowser();

interface Card {
  id: string;
  skuCode: string;
  name: string;
  stock: number;
  moq: number;
  orderMultiple: number;
}
interface Cart {
  groups: { lines: { id: string; goodsId: string; num: number }[] }[];
}

let token: string;
let goods: Card[];

beforeAll(async () => {
  token = await tokenOf('buyer01');
  const found = await api<{ records: Card[] }>(
    '/mall/goods/mall-goods/page',
    // In stock where the page delivers (the shop's default area, 上海 浦东新区): goods without stock there
    // are matched but not ticked.
    { method: 'POST', body: JSON.stringify({ keyword: '螺丝', limit: 40, divisionCode: '310115' }) },
    token,
  );
  goods = found.data.records.filter((g) => g.moq === 1 && g.orderMultiple === 1 && g.stock > 50).slice(0, 3);
  expect(goods).toHaveLength(3);
  // An empty cart, so that the lines seen afterwards are this spec's.
  const cart = await api<Cart>('/cart/shop/list', {}, token);
  const ids = cart.data.groups.flatMap((g) => g.lines.map((l) => l.id));
  if (ids.length > 0) {
    await api('/cart/shop/batch/delete', { method: 'POST', body: JSON.stringify({ ids }) }, token);
  }
});

/** The buyer's list: a title row, then headers in their own order and words. */
async function purchaseList(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购清单');
  sheet.addRow(['一车间 11 月耗材']);
  sheet.addRow(['品名', '采购数量', '物料编码', '计量单位']);
  goods.forEach((g, i) => sheet.addRow([g.name, i + 2, g.skuCode, '个']));
  sheet.addRow(['不存在的神秘零件', 1, 'NOSUCH-0001', '个']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('batch purchase', () => {
  it('uploads an xlsx, flags the unknown line, and adds the confirmed lines to the cart', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/shop/batch/purchase`);
    await signIn(page, { username: 'buyer01' });
    await page.waitForURL(/#\/shop\/batch\/purchase$/);

    await page.locator('input[type=file]').setInputFiles({
      name: '一车间采购清单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await purchaseList(),
    });
    // The columns were found in their own order and wording.
    await page.getByText('表头在第 2 行').waitFor();
    const field = (name: string) => page.locator('.pm-batch-mapping__field', { hasText: name }).innerText();
    await expect.poll(() => field('商品编码')).toContain('C 列：物料编码');
    await expect.poll(() => field('数量')).toContain('B 列：采购数量');
    await expect.poll(() => field('商品名称')).toContain('A 列：品名');
    await page.getByRole('button', { name: '开始匹配' }).click();

    // The unknown line is flagged in Chinese; the others are matched and ticked.
    await page.getByText('商品编码「NOSUCH-0001」不存在').waitFor();
    await expect
      .poll(() => page.locator('.pm-batch__alert').first().innerText())
      .toContain('共 4 行：已匹配 3 行，待确认 0 行，未匹配 1 行');
    await expect.poll(() => page.locator('.pm-batch__footer').innerText()).toMatch(/已勾选\s*3\s*行/);

    // Nothing is in the cart before the buyer confirms.
    const before = await page.evaluate(async () => {
      const auth = localStorage.getItem('APP_AUTHORIZATION') ?? '';
      const res = await fetch('/pm-api/cart/shop/list', { headers: { Authorization: `Bearer ${auth}` } });
      return ((await res.json()) as { data: { count: number } }).data.count;
    });
    expect(before).toBe(0);

    await page.getByRole('button', { name: '加入购物车' }).click();
    await confirmDialog(page, '确认加入购物车', '确认加入');
    await page.getByText('已加入购物车').first().waitFor();

    const lines = await page.evaluate(async () => {
      const auth = localStorage.getItem('APP_AUTHORIZATION') ?? '';
      const res = await fetch('/pm-api/cart/shop/list', { headers: { Authorization: `Bearer ${auth}` } });
      const body = (await res.json()) as { data: Cart };
      return body.data.groups.flatMap((g) => g.lines.map((l) => [l.goodsId, l.num] as [string, number]));
    });
    expect(lines.sort()).toEqual(goods.map((g, i) => [g.id, i + 2] as [string, number]).sort());

    await page.getByRole('button', { name: '去购物车结算' }).click();
    await page.waitForURL(/#\/shop\/cart$/);
  });
});
