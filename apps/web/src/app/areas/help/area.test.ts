import { describe, expect, it } from 'vitest';
import { helpArea, helpRoutes } from './area';
import { helpSearchHref } from './links';
import { HELP_NAV } from './help-nav';
import { MODULE_LOAD_TEST_MS } from '@/test/budgets';

describe('help route table', () => {
  it('is titled 帮助中心 and redirects to /help/index', () => {
    expect(helpArea.title).toBe('帮助中心');
    expect(helpArea.basePath).toBe('/help');
    expect(helpRoutes.find((r) => r.path === '')?.redirect).toBe('/help/index');
  });

  it('has every route with its title, all open', () => {
    const titles = Object.fromEntries(helpRoutes.filter((r) => r.page).map((r) => [r.path, r.title]));
    expect(titles).toEqual({
      index: '首页',
      list: '文章列表',
      'detail/:id': '文章详情',
      favorite: '我的收藏',
      feedback: '我的反馈',
    });
    expect(helpRoutes.some((r) => r.auth)).toBe(false);
    expect(HELP_NAV.map((n) => n.title)).toEqual(['首页', '文章列表', '我的收藏', '我的反馈']);
  });

  it('searches the article list with a cleaned term', () => {
    expect(helpSearchHref('  发票   抬头 ')).toBe(`/help/list?k=${encodeURIComponent('发票 抬头')}`);
    expect(helpSearchHref('<b> </b>')).toBe('/help/list');
  });

  // The first import of each page transforms it and what it loads: its own budget (test/budgets.ts).
  it('loads a component for every page and the shell', { timeout: MODULE_LOAD_TEST_MS }, async () => {
    for (const r of helpRoutes.filter((x) => x.page)) {
      expect(typeof (await r.page!()).default, r.path).toBe('function');
    }
    expect(typeof (await helpArea.shell()).default).toBe('function');
  });
});
