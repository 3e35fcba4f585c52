/**
 * 收货地址 and 发票抬头 against the real mall: buyer02 (no seeded addresses or titles) signs in, adds an
 * address through the form (region cascader from the division data), makes it the default (the shop's
 * delivery area follows it), adds a 专票 title whose 纳税人识别号 is first refused by its check
 * character and then accepted, and sees both listed. What the spec creates is removed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import { pickRegion } from './support/region';
import { signIn } from './support/sign-in';

const b = useBrowser();

interface Address {
  id: string;
  consignee: string;
  countyName: string;
  isDefault: boolean;
}
interface Invoice {
  id: string;
  title: string;
  type: string;
  taxNo: string;
  account: string;
}

let token: string;
const addresses = async () => (await api<Address[]>('/member/address/list', {}, token)).data;
const invoices = async () =>
  (await api<{ records: Invoice[] }>('/member/invoice/page?limit=50', {}, token)).data.records;

async function clearAll(): Promise<void> {
  for (const a of await addresses()) {
    await api(`/member/address/remove?id=${a.id}`, { method: 'DELETE' }, token);
  }
  for (const t of await invoices()) {
    await api(`/member/invoice/remove?id=${t.id}`, { method: 'DELETE' }, token);
  }
}

beforeAll(async () => {
  token = await tokenOf('buyer02');
  await clearAll();
  // an address to start with: the one added in the browser is then not the default by itself
  const first = await api<Address>(
    '/member/address/save',
    {
      method: 'POST',
      body: JSON.stringify({
        consignee: '李娜',
        mobile: '13800000002',
        provinceCode: '310000',
        cityCode: '310100',
        countyCode: '310115',
        detail: '张江路 100 号',
      }),
    },
    token,
  );
  expect(first.data.isDefault).toBe(true);
});

afterAll(async () => {
  if (token) await clearAll();
});

describe('收货地址', () => {
  it('adds an address through the form and makes it the default', async () => {
    const { page } = b;
    await signIn(page, { redirect: '/shop/person/address' });
    await page.getByText('已保存 1 个，最多 50 个').waitFor();

    await page.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await dialog.waitFor();
    // the rules speak Chinese before anything is sent
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请选择所在地区').waitFor();
    await dialog.getByText('请输入收货人').waitFor();
    await dialog.getByPlaceholder('11 位手机号').fill('12345');
    await dialog.getByText('请输入正确的手机号').waitFor();

    await pickRegion(page, dialog, ['江苏省', '苏州市', '吴中区']);
    await dialog.getByPlaceholder('街道、门牌号、楼层、房间号等').fill('木渎镇金枫路 216 号');
    await dialog.getByPlaceholder('收货人姓名').fill('李娜');
    await dialog.getByPlaceholder('11 位手机号').fill('13800000002');
    await dialog.getByText('公司', { exact: true }).click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.locator('tr', { hasText: '木渎镇金枫路 216 号' });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('江苏省 苏州市 吴中区');
    expect(await row.innerText()).toContain('公司');
    await page.getByText('已保存 2 个，最多 50 个').waitFor();
    const added = (await addresses()).find((a) => a.countyName === '吴中区')!;
    expect(added.isDefault).toBe(false);

    await row.getByRole('button', { name: '设为默认' }).click();
    await row.getByText('默认', { exact: true }).waitFor();
    await expect.poll(async () => (await addresses()).find((a) => a.isDefault)?.id).toBe(added.id);
    // the delivery area was never chosen by hand: it follows the default address
    await expect
      .poll(() => page.locator('.shop-topbar .pm-areapick__label').innerText())
      .toBe('江苏省 苏州市 吴中区');
    // and the header's picker offers the saved addresses
    await page.locator('.shop-topbar .pm-areapick__trigger').click();
    await page.getByRole('button', { name: /李娜 上海市 浦东新区 张江路 100 号/ }).click();
    await expect
      .poll(() => page.locator('.shop-topbar .pm-areapick__label').innerText())
      .toBe('上海市 浦东新区');
  }, 120_000);
});

describe('发票抬头', () => {
  it('refuses a 纳税人识别号 with a wrong check character and saves a 专票 title', async () => {
    const { page } = b;
    await signIn(page, { redirect: '/shop/person/update/invoice' });
    await page.getByText('已保存 0 个，最多 50 个').waitFor();
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
    await dialog.waitFor();
    await dialog.getByText('增值税专用发票').click();
    // 个人 cannot take a 专票
    await expect.poll(() => dialog.getByRole('radio', { name: '个人' }).isDisabled()).toBe(true);
    await dialog.getByPlaceholder('单位全称，与营业执照一致').fill('福建榕城机电有限公司');
    const taxNo = dialog.getByPlaceholder('15、18 或 20 位，18 位即统一社会信用代码');
    await taxNo.fill('91350100M000100Y44');
    await dialog.getByPlaceholder('营业执照上的注册地址').fill('福州市鼓楼区五四路 1 号');
    await dialog.getByPlaceholder('如 021-58881234').fill('0591-87654321');
    await dialog.getByPlaceholder('如 招商银行上海张江支行').fill('中国工商银行福州分行');
    await dialog.getByPlaceholder('8-30 位数字').fill('1402 0200 0902 4567 890');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('纳税人识别号（统一社会信用代码）校验位不正确，请核对').waitFor();
    await taxNo.fill('1234567890123456');
    await dialog.getByText('纳税人识别号应为 15、18 或 20 位数字或大写字母').waitFor();
    expect(await invoices()).toEqual([]);

    await taxNo.fill('91350100M000100Y43');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('tr', { hasText: '福建榕城机电有限公司' });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('增值税专用发票');
    expect(text).toContain('91350100M000100Y43');
    expect(text).toContain('默认');
    await page.getByText('已保存 1 个，最多 50 个').waitFor();
    expect(await invoices()).toMatchObject([
      {
        title: '福建榕城机电有限公司',
        type: 'SPECIAL',
        taxNo: '91350100M000100Y43',
        account: '1402020009024567890',
      },
    ]);
  });
});
