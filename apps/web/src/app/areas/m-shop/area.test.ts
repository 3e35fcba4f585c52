import { describe, expect, it } from 'vitest';
import { mShopArea } from './area';
import { mShopRoutes } from './routes';
import { MODULE_LOAD_TEST_MS } from '@/test/budgets';

const byPath = Object.fromEntries(mShopRoutes.map((r) => [r.path, r]));

describe('m-shop route table', () => {
  it('has every route with the title the product spec gives its page', () => {
    const titles = Object.fromEntries(mShopRoutes.filter((r) => r.page).map((r) => [r.path, r.title]));
    expect(titles).toEqual({
      login: '登录',
      register: '注册',
      index: '首页',
      'category/list': '分类',
      'category/:id': '分类商品',
      search: '搜索',
      'item/list': '商品列表',
      'item/detail/:id': '商品详情',
      'notice/:id': '商城公告',
      'shopping-cart/list': '购物车',
      'shopping-cart/settlement': '结算',
      'personal-center': '个人中心',
      message: '消息中心',
      approval: '审批',
      'approval/rule': '审批规则',
      'order/:state': '我的订单',
      'order/detail/:id': '订单详情',
      address: '收货地址',
      'address/edit': '编辑地址',
      invoice: '发票抬头',
      'invoice/edit': '编辑发票抬头',
      refund: '退款/售后',
      'refund/:id': '售后详情',
      'refund/apply/:orderId': '申请售后',
      inquiry: '我的询价',
    });
  });

  it('redirects /m-shop to /m-shop/index and order to order/all', () => {
    expect(byPath['']?.redirect).toBe('/m-shop/index');
    expect(byPath['order']?.redirect).toBe('/m-shop/order/all');
  });

  it('requires login for the cart, personal center, orders, addresses, invoice titles, after-sales, inquiries and messages only', () => {
    const guarded = mShopRoutes.filter((r) => r.auth).map((r) => r.path);
    expect(guarded.sort()).toEqual(
      [
        'order/:state',
        'order/detail/:id',
        'personal-center',
        'shopping-cart/list',
        'shopping-cart/settlement',
        'address',
        'address/edit',
        'invoice',
        'invoice/edit',
        'refund',
        'refund/:id',
        'refund/apply/:orderId',
        'inquiry',
        'message',
        'approval',
        'approval/rule',
      ].sort(),
    );
    expect(mShopArea.loginPath).toBe('/m-shop/login');
    expect(mShopArea.basePath).toBe('/m-shop');
    expect(mShopArea.kit).toBe('mobile');
  });

  // The first import of each page transforms it and what it loads: its own budget (test/budgets.ts).
  it('loads a component for every page and the shell', { timeout: MODULE_LOAD_TEST_MS }, async () => {
    for (const r of mShopRoutes.filter((x) => x.page)) {
      const mod = await r.page!();
      expect(typeof mod.default, r.path).toBe('function');
    }
    expect(typeof (await mShopArea.shell()).default).toBe('function');
  });
});
