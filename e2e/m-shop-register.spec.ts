import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const b = useBrowser({ mobile: true });

describe('mobile-shop registration', () => {
  it('keeps submit disabled while a field is blank after trimming', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/m-shop/register`);
    const submit = page.getByRole('button', { name: '注册' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('手机号').fill('13800000009');
    await page.getByLabel('密码', { exact: true }).fill('Buyer2026');
    await page.getByLabel('确认密码').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('确认密码').fill('Buyer2026');
    expect(await submit.isDisabled()).toBe(false);
  });

  it('shows the glossary messages for a bad phone, a weak password and a mismatch', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/m-shop/register`);
    await page.getByLabel('手机号').fill('12345678901');
    await page.getByLabel('密码', { exact: true }).fill('abc12345');
    await page.getByLabel('确认密码').fill('abc123456');
    await page.getByRole('button', { name: '注册' }).click();
    await page.getByText('请输入正确的手机号').waitFor();
    await page.getByText('请输入8-16位包含数字、小写字母和大写字母的密码').waitFor();
    await page.getByText('两次输入的密码不一致').waitFor();
    expect(page.url()).toContain('#/m-shop/register');
  });

  it('passes a valid form without calling the server', async () => {
    const { page } = b;
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/pm-api/') && r.method() !== 'GET') calls.push(r.url());
    });
    await page.goto(`${b.baseUrl}/#/m-shop/register`);
    await page.getByLabel('手机号').fill('13800000009');
    await page.getByLabel('密码', { exact: true }).fill('Buyer2026');
    await page.getByLabel('确认密码').fill('Buyer2026');
    await page.getByRole('button', { name: '注册' }).click();
    await page.getByText('信息校验通过').waitFor();
    expect(calls).toEqual([]);
  });
});
