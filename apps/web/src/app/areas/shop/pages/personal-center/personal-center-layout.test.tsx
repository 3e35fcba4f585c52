import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { areas } from '@/app/areas-full';
import { flattenArea } from '@/app/route-handle';
import PersonalCenterLayout, {
  PERSONAL_CENTER_MENU,
  personalCenterMenuFor,
  selectedPersonalCenterMenuPath,
} from './personal-center-layout';

const routes = areas.flatMap(flattenArea);
const personalCenterChildren = routes.filter(
  (r) => r.pattern.startsWith('/shop/person/') && !r.redirect && r.hasPage && !r.pattern.includes(':'),
);

/** The children of /shop/person the product spec lists, with their titles (detail routes aside). */
const SPEC_CHILDREN: [path: string, title: string][] = [
  ['/shop/person/order', '我的订单'],
  ['/shop/person/inquire', '我的询价'],
  ['/shop/person/compare', '核价单'],
  ['/shop/person/refund', '退款/售后'],
  ['/shop/person/update/password', '修改密码'],
  ['/shop/person/update/phone', '修改手机号'],
  ['/shop/person/update/invoice', '发票抬头'],
  ['/shop/person/address', '收货地址'],
];

describe('the personal-centre menu', () => {
  it("lists every child route of the personal centre for a buyer, in the spec's order, with its title", () => {
    const buyer = personalCenterMenuFor(false).map((m) => [m.path, m.label]);
    expect(buyer.filter(([p]) => SPEC_CHILDREN.some(([s]) => s === p))).toEqual(SPEC_CHILDREN);
  });

  it('has an entry, titled as its route, for every page route under /shop/person, and no other', () => {
    for (const r of personalCenterChildren) {
      const entry = PERSONAL_CENTER_MENU.find((m) => m.path === r.pattern);
      expect(entry, r.pattern).toBeDefined();
      expect(entry!.label).toBe(r.title);
    }
    for (const m of PERSONAL_CENTER_MENU)
      expect(personalCenterChildren.map((r) => r.pattern)).toContain(m.path);
  });

  it('offers each kind of account the entries its routes admit (the menu and the route table agree)', () => {
    for (const kind of ['buyer', 'vendor', 'operator'] as const) {
      const offered = personalCenterMenuFor(kind).map((m) => m.path);
      const admitted = PERSONAL_CENTER_MENU.map((m) => m.path).filter((p) => {
        const route = routes.find((r) => r.pattern === p);
        return !route?.roles || route.roles.includes(kind);
      });
      expect(offered, kind).toEqual(admitted);
    }
    expect(personalCenterMenuFor('operator').map((m) => m.label)).toEqual([
      '消息中心',
      '修改密码',
      '修改手机号',
    ]);
  });

  it('redirects /shop/person to person/order', () => {
    const redirect = routes.find((r) => r.pattern === '/shop/person' && r.redirect);
    expect(redirect?.redirect).toBe('/shop/person/order');
  });

  it('marks the current entry, and the list above a detail route', () => {
    const menu = personalCenterMenuFor(false);
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person/order')).toBe('/shop/person/order');
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person/order/')).toBe('/shop/person/order');
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person/order/1024')).toBe('/shop/person/order');
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person/refund/7')).toBe('/shop/person/refund');
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person/update/phone')).toBe(
      '/shop/person/update/phone',
    );
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person/update/password')).toBe(
      '/shop/person/update/password',
    );
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person/orders')).toBeNull();
    expect(selectedPersonalCenterMenuPath(menu, '/shop/person')).toBeNull();
  });

  it('shows a vendor its own entries (报价管理) instead of the buyer-only ones', () => {
    const vendor = personalCenterMenuFor(true).map((m) => m.label);
    expect(vendor).toContain('报价管理');
    expect(vendor).toContain('退款/售后');
    expect(vendor).not.toContain('核价单');
    expect(personalCenterMenuFor(false).map((m) => m.label)).not.toContain('报价管理');
  });

  it.each([
    ['/shop/person/refund/7', '退款/售后'],
    ['/shop/person/order/12', '我的订单'],
    ['/shop/person/update/password', '修改密码'],
  ])('renders %s with %s selected', (path, label) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop/person" element={<PersonalCenterLayout />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const selected = document.querySelectorAll('.ant-menu-item-selected');
    expect(selected).toHaveLength(1);
    expect(selected[0]!.textContent).toBe(label);
    expect(screen.getByText('page')).toBeTruthy();
  });
});
