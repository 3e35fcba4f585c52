import { describe, expect, it } from 'vitest';
import { areas } from './areas-full';
import { areas as marketAreas } from './areas-market';
import { flattenArea, type FlatRoute } from './route-handle';
import { documentTitle } from './title';

const all: FlatRoute[] = areas.flatMap(flattenArea);
const find = (pattern: string) => all.filter((r) => r.pattern === pattern && !r.redirect);

/** Routes of the desktop areas with their titles (as the product spec names the pages) and login flags. */
const EXPECTED: [pattern: string, title: string, auth: boolean][] = [
  ['/shop', '商城首页', false],
  ['/shop/list', '商品列表', false],
  ['/shop/detail/:id', '商品详情', false],
  ['/shop/person', '个人中心', true],
  ['/shop/person/order', '我的订单', true],
  ['/shop/person/order/:id', '订单详情', true],
  ['/shop/person/inquire', '我的询价', true],
  ['/shop/person/compare', '核价单', true],
  ['/shop/person/refund', '退款/售后', true],
  ['/shop/person/refund/:id', '售后详情', true],
  ['/shop/person/update/password', '修改密码', true],
  ['/shop/person/update/phone', '修改手机号', true],
  ['/shop/person/update/invoice', '发票抬头', true],
  ['/shop/person/address', '收货地址', true],
  ['/shop/batch/purchase', '批量采购', true],
  ['/shop/cart', '购物车', true],
  ['/shop/confirm', '确认订单', true],
  ['/shop/supplier', '供应商工作台', true],
  ['/shop/bid', '竞价大厅', false],
  ['/shop/bid/detail/:id', '竞价详情', false],
  ['/shop/bid/join/:id', '参与竞价', true],
  ['/shop/bid/info/:detailId/:itemId', '竞价商品详情', false],
  ['/shop/bid/confirm/:id', '竞价定标', true],
  ['/shop/bid/list', '竞价列表', false],
  ['/shop/bid/create', '发起竞价', true],
  ['/shop/bid/public', '竞价公示', false],
  ['/open-platform/index', '开放平台', false],
  ['/portal/customer', '客户案例', false],
  ['/portal/customer/:id', '案例详情', false],
  ['/cloud/index', '云采购工作台', false],
  ['/cloud/sourcing/demand-pool', '需求池', false],
  ['/cloud/sourcing/inquiry-hill', '询价大厅', false],
  ['/material', '素材首页', true],
  ['/material/ai', 'AI创作', true],
  ['/material/list', '素材列表', true],
  ['/material/review', '素材审核', true],
  ['/dashboard', '首页', true],
  ['/dashboard/collection', '采购汇总', true],
  ['/dashboard/supplier-data-board', '供应商数据看板', true],
  ['/login', '登录', false],
];

describe('route table', () => {
  it.each(EXPECTED)('%s is titled %s, login required: %s', (pattern, title, auth) => {
    const routes = find(pattern);
    expect(routes.length, `${pattern} exists`).toBeGreaterThan(0);
    expect(routes.some((r) => r.title === title && r.auth === auth && r.hasPage)).toBe(true);
  });

  it('has the redirects of the route table', () => {
    const redirects = Object.fromEntries(all.filter((r) => r.redirect).map((r) => [r.pattern, r.redirect]));
    expect(redirects['/shop/person']).toBe('/shop/person/order');
    expect(redirects['/open-platform']).toBe('/open-platform/index');
    expect(redirects['/cloud']).toBe('/cloud/index');
  });

  it("admits only the kinds of account whose calls a page makes (a buyer's cart is not a supplier's)", () => {
    const rolesOf = (pattern: string) => find(pattern)[0]?.roles;
    for (const p of ['/shop/cart', '/shop/confirm', '/shop/batch/purchase', '/shop/person/compare'])
      expect(rolesOf(p), p).toEqual(['buyer']);
    expect(rolesOf('/shop/supplier')).toEqual(['vendor']);
    expect(rolesOf('/shop/person/quote')).toEqual(['vendor']);
    expect(rolesOf('/shop/person/order/:id')).toEqual(['buyer', 'vendor']);
    expect(rolesOf('/shop/person/update/password')).toBeUndefined();
    for (const p of [
      '/m-shop/shopping-cart/list',
      '/m-shop/order/:state',
      '/app-market/cart',
      '/app-market/order',
    ])
      expect(rolesOf(p), p).toEqual(['buyer']);
    for (const p of ['/shop', '/shop/list', '/m-shop/index', '/app-market/index', '/m-shop/personal-center'])
      expect(rolesOf(p), p).toBeUndefined();
  });

  it('marks the guarded shop entries', () => {
    const entries = all.filter((r) => r.shopEntry).map((r) => r.pattern);
    expect(entries).toEqual(
      expect.arrayContaining([
        '/shop',
        '/shop/list',
        '/shop/detail/:id',
        '/shop/cart',
        '/shop/confirm',
        '/shop/batch/purchase',
      ]),
    );
  });

  it('gives the areas their titles and a login path', () => {
    const byBase = Object.fromEntries(areas.map((a) => [a.basePath, a]));
    expect(byBase['/material']?.title).toBe('AI素材');
    expect(byBase['/dashboard']?.title).toBe('固买云');
    expect(byBase['/help']?.title).toBe('帮助中心');
    for (const a of areas) expect(a.loginPath).toMatch(/^\/|^https?:\/\//);
    for (const a of areas.filter((x) =>
      ['shop', 'material', 'dashboard', 'cloud', 'open-platform', 'portal'].includes(x.key),
    ))
      expect(a.kit).toBe('desktop');
  });

  it('serves only app-market and help in the market-only registry', () => {
    expect(marketAreas.map((a) => a.key)).toEqual(['app-market', 'help']);
  });

  it('titles documents "<title> - 固买商城"', () => {
    expect(documentTitle('购物车')).toBe('购物车 - 固买商城');
    expect(documentTitle(undefined)).toBe('固买商城');
  });
});
