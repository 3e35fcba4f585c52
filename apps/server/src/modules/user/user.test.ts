import { describe, expect, it } from 'vitest';
import {
  currentUserEndpoint,
  resourcesByRoleIdsEndpoint,
  roleTypeEndpoint,
  sessionUserEndpoint,
} from '@pm/contract/user';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';

const ctx = useTestApp();

describe('GET /user/get-session-user', () => {
  it('returns every field of the session user', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const res = await ctx.call(sessionUserEndpoint, undefined, token);
    expect(res.body).toEqual({
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
    expect(await dataOf(ctx.call(sessionUserEndpoint, undefined, token))).toMatchObject({
      organizationName: '苏州联创工业品供应链有限公司',
      isVendor: true,
    });
  });
});

describe('GET /user (current user) and /user/role-type', () => {
  it('lists authorities as {authority} records', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const data = await dataOf(ctx.call(currentUserEndpoint, undefined, token));
    const names = data.authorities.map((a) => a.authority);
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
    expect(await dataOf(ctx.call(roleTypeEndpoint, undefined, token))).toMatchObject({
      roleType,
      roleTypeName,
    });
  });
});

describe('GET /admin/data/list-by-role-ids', () => {
  it('returns the resource tree with module/menu/button nodes', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const tree = await dataOf(ctx.call(resourcesByRoleIdsEndpoint, { roleIds: '4' }, token));
    const ops = tree.find((n) => n.code === 'operations-workbench');
    expect(ops).toMatchObject({ title: '运营工作台', typeDescription: 'menu', children: [] });
    const market = tree.find((n) => n.code === 'gomromarket');
    expect(market?.typeDescription).toBe('module');
    expect(market?.children.length).toBeGreaterThan(0);
  });

  it("ignores role ids the caller does not hold (no other user's menus)", async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const codes = JSON.stringify(
      await dataOf(ctx.call(resourcesByRoleIdsEndpoint, { roleIds: '1,4' }, token)),
    );
    expect(codes).not.toContain('operations-workbench');
    expect(codes).toContain('gomromarket:cart');
    expect(await dataOf(ctx.call(resourcesByRoleIdsEndpoint, { roleIds: '4' }, token))).toEqual([]);
  });

  it('accepts repeated roleIds and rejects malformed ones', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const rep = await dataOf(ctx.call(resourcesByRoleIdsEndpoint, { roleIds: ['1', '2'] }, token));
    expect(JSON.stringify(rep)).toContain('gomromarket:bid:award');
    const bad = await ctx.call(resourcesByRoleIdsEndpoint, unchecked({ roleIds: 'abc' }), token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, message: '角色 ID 格式不正确' });
  });
});
