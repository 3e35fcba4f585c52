import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resource } from '@pm/contract/user';
import { buttonCodesOf, checkPermission, findResource, menuOf } from './permission';
import { useResourceStore } from './resource-store';
import { emitAuthCleared } from '@/lib/auth-events';

const node = (
  code: string,
  typeDescription: Resource['typeDescription'],
  children: Resource[] = [],
): Resource => ({
  id: code,
  code,
  title: code,
  href: `/${code}`,
  typeDescription,
  children,
});

const tree: Resource[] = [
  node('purchase', 'module', [
    node('purchase-plan', 'menu', [
      node('purchase-plan-add', 'button'),
      node('purchase-plan-remove', 'button'),
    ]),
    node('purchase-export', 'button'),
  ]),
  node('report', 'menu'),
];

describe('permission by resource code', () => {
  it('passes when the code appears anywhere in the tree', () => {
    expect(checkPermission(tree, 'purchase')).toBe(true);
    expect(checkPermission(tree, 'purchase-plan-remove')).toBe(true);
    expect(checkPermission(tree, 'report')).toBe(true);
    expect(checkPermission(tree, 'admin')).toBe(false);
    expect(checkPermission([], 'purchase')).toBe(false);
  });
  it('applies the default result when no code is given', () => {
    expect(checkPermission(tree)).toBe(true);
    expect(checkPermission(tree, '', false)).toBe(false);
    expect(checkPermission([], undefined, false)).toBe(false);
  });
  it('keeps module and menu nodes in the menu and collects the buttons', () => {
    expect(menuOf(tree)).toEqual([
      { ...node('purchase', 'module'), children: [{ ...node('purchase-plan', 'menu'), children: [] }] },
      node('report', 'menu'),
    ]);
    expect(buttonCodesOf(tree)).toEqual(['purchase-plan-add', 'purchase-plan-remove', 'purchase-export']);
    expect(findResource(tree, (n) => n.code === 'purchase-plan')?.href).toBe('/purchase-plan');
  });
});

describe('resource store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useResourceStore.getState().clear();
  });
  const user = {
    id: '1',
    cellphone: '13800000001',
    organizationId: '10',
    organizationName: '华东精工制造有限公司',
    username: 'buyer01',
    fullname: '张三',
    departmentName: '采购部',
    roleIds: ['1', '2'],
    isVendor: false,
    attached: true,
  };

  it('loads the tree of the roleIds and answers hasPermission from it', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, message: 'ok', data: tree })),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('APP_AUTHORIZATION', 'tok');
    await useResourceStore.getState().load(user);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/pm-api/admin/data/list-by-role-ids?roleIds=1%2C2',
    );
    const s = useResourceStore.getState();
    expect(s.status).toBe('ready');
    expect(s.user).toEqual(user);
    expect(s.rawResources).toEqual(tree);
    expect(s.resources.map((r) => r.code)).toEqual(['purchase', 'report']);
    expect(s.buttons).toContain('purchase-export');
    expect(s.hasPermission('purchase-plan-add')).toBe(true);
    expect(s.hasPermission('nope')).toBe(false);
    expect(s.hasPermission()).toBe(true);
    expect(s.hasPermission(undefined, false)).toBe(false);
    emitAuthCleared();
    expect(useResourceStore.getState().rawResources).toEqual([]);
  });

  it('logs only when the tree fails to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":500,"message":"系统繁忙","data":null}', { status: 500 })),
    );
    await useResourceStore.getState().load(user);
    expect(useResourceStore.getState().status).toBe('error');
    expect(log).toHaveBeenCalled();
  });
});
