import { describe, expect, it } from 'vitest';
import { organizationPageEndpoint } from '@pm/contract/organization';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';

const ctx = useTestApp();

describe('GET /organization/page', () => {
  it('pages with default limit 20 and shows the own organization and suppliers only', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const data = await dataOf(ctx.call(organizationPageEndpoint, {}, token));
    expect(data.limit).toBe(20);
    expect(data.page).toBe(1);
    const names = data.records.map((r) => r.name);
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
    const data = await dataOf(ctx.call(organizationPageEndpoint, { nameLike: '五金', limit: 100 }, token));
    expect(data).toMatchObject({
      total: 1,
      limit: 100,
      records: [{ name: '广州恒通五金有限公司', isVendor: true }],
    });
    const tooMany = await ctx.call(organizationPageEndpoint, { nameLike: '五金', limit: 1000 }, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 400, message: '每页条数最大为 100' });
    expect((await dataOf(ctx.call(organizationPageEndpoint, { nameLike: '%' }, token))).total).toBe(0);
    expect((await dataOf(ctx.call(organizationPageEndpoint, {}, token))).total).toBe(11);
  });

  it('rejects a bad page number with a Chinese message naming the field', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const res = await ctx.call(organizationPageEndpoint, unchecked({ page: 0 }), token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('页码最小为 1');
    expect(res.failure.data?.errors?.[0]?.field).toBe('page');
  });
});
