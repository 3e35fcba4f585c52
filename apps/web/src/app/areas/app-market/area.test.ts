import { describe, expect, it } from 'vitest';
import { appMarketArea } from './area';
import { appMarketRoutes } from './routes';
import { MODULE_LOAD_TEST_MS } from '@/test/budgets';

describe('app-market route table', () => {
  it('has every route with the title the product spec gives its page', () => {
    const titles = Object.fromEntries(appMarketRoutes.filter((r) => r.page).map((r) => [r.path, r.title]));
    expect(titles).toEqual({
      login: '登录',
      index: '首页',
      cart: '购物车',
      order: '订单',
      mine: '我的',
      search: '搜索',
      'goods-list': '商品列表',
      'goods-detail/:id': '商品详情',
      'plan-list': '采购计划',
      'add-plan': '新建采购计划',
      'plan-detail/:id': '计划详情',
      'order-detail/:id': '订单详情',
      'purchasing-list': '协同采购单',
      'add-purchasing': '新建协同采购单',
      'purchasing-detail/:id': '协同采购详情',
      category: '分类',
      'category-full/:id': '全部分类',
      'add-order': '提交订单',
      'manage-address': '地址管理',
      'update-address': '编辑地址',
      'manage-invoice': '发票抬头',
      'update-invoice': '编辑发票抬头',
      'refund-list': '退款/售后',
      'refund-detail/:id': '售后详情',
      'apply-refund/:orderId': '申请售后',
      'privacy-policy': '隐私政策',
    });
  });

  it('redirects /app-market to /app-market/index', () => {
    expect(appMarketRoutes.find((r) => r.path === '')?.redirect).toBe('/app-market/index');
  });

  it('requires login for everything except the open pages', () => {
    const open = appMarketRoutes.filter((r) => r.page && !r.auth).map((r) => r.path);
    expect(open.sort()).toEqual(
      [
        'login',
        'index',
        'search',
        'goods-list',
        'goods-detail/:id',
        'category',
        'category-full/:id',
        'privacy-policy',
      ].sort(),
    );
    expect(appMarketArea.loginPath).toBe('/app-market/login');
    expect(appMarketArea.kit).toBe('mobile');
  });

  // The first import of each page transforms it and what it loads: its own budget (test/budgets.ts).
  it('loads a component for every page and the shell', { timeout: MODULE_LOAD_TEST_MS }, async () => {
    for (const r of appMarketRoutes.filter((x) => x.page)) {
      const mod = await r.page!();
      expect(typeof mod.default, r.path).toBe('function');
    }
    expect(typeof (await appMarketArea.shell()).default).toBe('function');
  });
});
