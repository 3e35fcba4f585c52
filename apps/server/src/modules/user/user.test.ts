import { describe, expect, it } from 'vitest';
import { bearer, DEMO, login, useTestApp } from '../../test/app';

const ctx = useTestApp();

describe('GET /user/get-session-user', () => {
  it('returns every field of the session user', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const res = await ctx.app.inject({ url: '/pm-api/user/get-session-user', headers: bearer(token) });
    expect(res.json()).toEqual({
      code: 200,
      message: '操作成功',
      data: {
        id: '2',
        cellphone: '13800000002',
        organizationId: '1',
        organizationName: '华东精工制造有限公司',
        username: 'buyer02',
        fullname: '李娜',
        departmentName: '采购管理部',
        roleIds: ['1', '2'],
        isVendor: false,
        attached: true,
      },
    });
  });

  it('marks suppliers as vendors', async () => {
    const token = await login(ctx.app, DEMO.vendor01);
    const res = await ctx.app.inject({ url: '/pm-api/user/get-session-user', headers: bearer(token) });
    expect(res.json().data).toMatchObject({
      organizationName: '苏州联创工业品供应链有限公司',
      isVendor: true,
    });
  });
});

describe('GET /user (current user) and /user/role-type', () => {
  it('lists authorities as {authority} records', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const res = await ctx.app.inject({ url: '/pm-api/user', headers: bearer(token) });
    const body = res.json();
    expect(body.code).toBe(200);
    const names = body.data.authorities.map((a: { authority: string }) => a.authority);
    expect(names).toContain('ROLE_APPROVER');
    expect(names).toContain('gomromarket:bid:award');
    expect(names).not.toContain('operations-workbench');
  });

  it.each([
    ['buyer01', DEMO.buyer01, 'PURCHASER', '采购员'],
    ['buyer02', DEMO.buyer02, 'APPROVER', '采购经理'],
    ['vendor01', DEMO.vendor01, 'VENDOR', '供应商'],
    ['admin', DEMO.admin, 'OPERATOR', '平台运营'],
  ])('role type of %s', async (_n, who, roleType, roleTypeName) => {
    const token = await login(ctx.app, who);
    const res = await ctx.app.inject({ url: '/pm-api/user/role-type', headers: bearer(token) });
    expect(res.json().data).toMatchObject({ roleType, roleTypeName });
  });
});

describe('GET /admin/data/list-by-role-ids', () => {
  it('returns the resource tree with module/menu/button nodes', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const res = await ctx.app.inject({
      url: '/pm-api/admin/data/list-by-role-ids?roleIds=4',
      headers: bearer(token),
    });
    const tree = res.json().data as {
      code: string;
      title: string;
      typeDescription: string;
      children: unknown[];
    }[];
    const ops = tree.find((n) => n.code === 'operations-workbench');
    expect(ops).toMatchObject({ title: '运营工作台', typeDescription: 'menu', children: [] });
    const market = tree.find((n) => n.code === 'gomromarket');
    expect(market?.typeDescription).toBe('module');
    expect(market?.children.length).toBeGreaterThan(0);
  });

  it("ignores role ids the caller does not hold (no other user's menus)", async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const res = await ctx.app.inject({
      url: '/pm-api/admin/data/list-by-role-ids?roleIds=1,4',
      headers: bearer(token),
    });
    const codes = JSON.stringify(res.json().data);
    expect(codes).not.toContain('operations-workbench');
    expect(codes).toContain('gomromarket:cart');
    const only = await ctx.app.inject({
      url: '/pm-api/admin/data/list-by-role-ids?roleIds=4',
      headers: bearer(token),
    });
    expect(only.json().data).toEqual([]);
  });

  it('accepts repeated roleIds and rejects malformed ones', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const rep = await ctx.app.inject({
      url: '/pm-api/admin/data/list-by-role-ids?roleIds=1&roleIds=2',
      headers: bearer(token),
    });
    expect(JSON.stringify(rep.json().data)).toContain('gomromarket:bid:award');
    const bad = await ctx.app.inject({
      url: '/pm-api/admin/data/list-by-role-ids?roleIds=abc',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, message: '角色 ID 格式不正确' });
  });
});
