import { describe, expect, it } from 'vitest';
import { bearer, DEMO, login, useTestApp } from '../../test/app';

const ctx = useTestApp();

describe('GET /organization/page', () => {
  it('pages with default limit 20 and shows the own organization and suppliers only', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const res = await ctx.app.inject({ url: '/pm-api/organization/page', headers: bearer(token) });
    const data = res.json().data;
    expect(data.limit).toBe(20);
    expect(data.page).toBe(1);
    const names = data.records.map((r: { name: string }) => r.name);
    // The own organization and the eight suppliers (two of the demo accounts, six of the demo catalog).
    expect(names).toEqual([
      '华东精工制造有限公司',
      '苏州联创工业品供应链有限公司',
      '广州恒通五金有限公司',
      '上海固安劳保用品有限公司',
      '北京京诚办公用品有限公司',
      '浙江正达电气设备有限公司',
      '天津华轴传动设备有限公司',
      '成都西部工业品商贸有限公司',
      '武汉中南化工材料有限公司',
    ]);
    expect(names).not.toContain('北方重型机械股份有限公司');
    expect(data.total).toBe(9);
  });

  it('filters by nameLike (wildcards are literal) and refuses a limit above 100', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({
      url: `/pm-api/organization/page?nameLike=${encodeURIComponent('五金')}&limit=100`,
      headers: bearer(token),
    });
    expect(res.json().data).toMatchObject({
      total: 1,
      limit: 100,
      records: [{ name: '广州恒通五金有限公司', isVendor: true }],
    });
    const tooMany = await ctx.app.inject({
      url: `/pm-api/organization/page?nameLike=${encodeURIComponent('五金')}&limit=1000`,
      headers: bearer(token),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 400, message: '每页条数最大为 100' });
    const all = await ctx.app.inject({
      url: '/pm-api/organization/page?nameLike=%25',
      headers: bearer(token),
    });
    expect(all.json().data.total).toBe(0);
    const everyone = await ctx.app.inject({ url: '/pm-api/organization/page', headers: bearer(token) });
    expect(everyone.json().data.total).toBe(11);
  });

  it('rejects a bad page number with a Chinese message naming the field', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({ url: '/pm-api/organization/page?page=0', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('页码最小为 1');
    expect(res.json().data.errors[0].field).toBe('page');
  });
});
