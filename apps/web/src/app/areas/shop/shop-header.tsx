import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { UserLinks } from '@/ui/desktop/user-links';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { useAccountKind, type AccountKind } from '@/features/auth/model/account-kind';
import { FLASH_MS } from '@/lib/use-flash';
import { AreaPicker } from '@/features/division/desktop/area-picker';
import { NoticeBell } from '@/features/notification/desktop/notice-bell';
import { getCatalogTreeQuery } from '@/features/goods/api/catalog-tree';
import { CategoryMenu } from '@/features/goods/desktop/category-menu';
import { SearchBox } from '@/features/goods/desktop/search-box';
import { areaLabel } from '@/features/mall/model/delivery-area';
import { useShopStore } from '@/features/mall/model/shop-store';
import { savedAreasOf, markAreaSource } from './address-area';
import { SHOP_BASE, SHOP_SUPPLIER_HOME_PATH } from './paths';
import { useAddressArea, useChooseAddress, useSavedAddresses } from './use-address-area';

/** Who the header is for: a visitor, a signed-in user whose kind is still being read, or a kind. */
export type HeaderAudience = 'visitor' | 'unknown' | AccountKind;

const NAV: { to: string; label: string; end?: boolean; buyers?: true }[] = [
  { to: '/shop', label: '首页', end: true },
  { to: '/shop/list', label: '全部商品' },
  { to: '/shop/bid', label: '竞价大厅' },
  { to: '/shop/batch/purchase', label: '批量采购', buyers: true },
  { to: '/portal/customer', label: '客户案例' },
  { to: '/help/index', label: '帮助中心' },
];

/**
 * The top bar's quick links: what each kind of account may use (a supplier's and an operator's calls
 * to a buyer's pages could only be refused). A visitor sees the buyer's, which ask to sign in first.
 */
export function quickLinksFor(audience: HeaderAudience): { to: string; label: string }[] {
  const help = { to: '/help/index', label: '帮助中心' };
  switch (audience) {
    case 'visitor':
    case 'buyer':
      return [
        { to: '/shop/person/order', label: '我的订单' },
        { to: '/shop/person/inquire', label: '我的询价' },
        { to: '/shop/person/compare', label: '核价单' },
        { to: '/dashboard', label: '固买云' },
        help,
      ];
    case 'vendor':
      return [
        { to: SHOP_SUPPLIER_HOME_PATH, label: '供应商工作台' },
        { to: '/shop/person/order', label: '订单管理' },
        { to: '/shop/person/quote', label: '报价管理' },
        { to: '/shop/person/refund', label: '退款/售后' },
        // its own scorecard across buyers (固买云's supplier board, the one dashboard page a supplier may open)
        { to: '/dashboard/supplier-data-board', label: '履约看板' },
        { to: '/workbench', label: '运营工作台' },
        help,
      ];
    case 'operator':
      return [
        { to: '/workbench', label: '运营工作台' },
        { to: '/open-platform/index', label: '开放平台' },
        help,
      ];
    default:
      return [help];
  }
}

/** The main navigation of the audience: 批量采购 only for those who buy. */
export function mainNavFor(audience: HeaderAudience): typeof NAV {
  const buys = audience === 'visitor' || audience === 'buyer';
  return NAV.filter((n) => !n.buyers || buys);
}

/** The header's audience: the account kind once known. */
export function useHeaderAudience(): HeaderAudience {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const kind = useAccountKind();
  if (!signedIn) return 'visitor';
  return kind ?? 'unknown';
}

function CartIcon() {
  return (
    <svg viewBox="0 0 1024 1024" width="20" height="20" fill="currentColor" aria-hidden="true">
      <path d="M922.9 701.9H327.4l29.9-60.9 496.8-.9c16.8 0 31.2-12 34.2-28.6l68.8-385.1c1.8-10.1-.9-20.5-7.5-28.4a34.99 34.99 0 0 0-26.6-12.5l-632-2.1-5.4-25.4c-3.4-16.2-18-28-34.6-28H96.5a35.3 35.3 0 1 0 0 70.6h125.9L246 312.8l58.1 281.3-74.8 122.1a34.96 34.96 0 0 0-3 36.8c6 11.9 18.1 19.4 31.5 19.4h62.8a102.43 102.43 0 0 0-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7h161.1a102.43 102.43 0 0 0-20.6 61.7c0 56.6 46 102.6 102.6 102.6s102.6-46 102.6-102.6c0-22.3-7.4-44-20.6-61.7H923c19.4 0 35.3-15.8 35.3-35.3a35.42 35.42 0 0 0-35.4-35.2zM305.7 253l575.8 1.9-56.4 315.8-452.3.8L305.7 253zm96.9 612.7c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 0 1-31.6 31.6zm325.1 0c-17.4 0-31.6-14.2-31.6-31.6 0-17.4 14.2-31.6 31.6-31.6s31.6 14.2 31.6 31.6a31.6 31.6 0 0 1-31.6 31.6z" />
    </svg>
  );
}

/**
 * 配送至: the delivery area of the shop state (kept in localStorage); a signed-in buyer's saved
 * addresses are offered above the regions.
 */
export function ShopAreaPicker({ className }: { className?: string }) {
  const provCityArea = useShopStore((s) => s.provCityArea);
  const divisionCode = useShopStore((s) => s.divisionCode);
  const addressId = useShopStore((s) => s.addressId);
  const setArea = useShopStore((s) => s.setArea);
  const patch = useShopStore((s) => s.patch);
  const addresses = useSavedAddresses();
  const choose = useChooseAddress();
  return (
    <AreaPicker
      className={className}
      value={{ provCityArea, divisionCode }}
      label={areaLabel(provCityArea) || '请选择'}
      onChange={(a) => {
        setArea(a.provCityArea, a.divisionCode);
        patch({ addressId: '', address: '' });
        markAreaSource('hand');
      }}
      saved={savedAreasOf(addresses, addressId)}
      onPickSaved={(id) => {
        const a = addresses.find((x) => x.id === id);
        if (a) choose(a, 'hand');
      }}
    />
  );
}

/** 全部商品分类 on pages other than the home: the mega-menu drops down on hover. */
function CatalogDropdown() {
  const [open, setOpen] = useState(false);
  const tree = useQuery({ ...getCatalogTreeQuery(), enabled: open });
  return (
    <div
      className={open ? 'shop-nav__all shop-nav__all--open' : 'shop-nav__all'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <Link to="/shop/list" className="shop-nav__all-link" onFocus={() => setOpen(true)}>
        全部商品分类
      </Link>
      {open && (
        <div className="shop-nav__dropdown">
          <CategoryMenu
            tree={tree.data}
            loading={tree.isPending}
            failed={tree.isError}
            onNavigate={() => setOpen(false)}
          />
        </div>
      )}
    </div>
  );
}

/**
 * True for a moment after the cart's count went up: the badge bumps, so an add is seen in the header
 * after its 500 ms toast is gone.
 */
function useCountRose(count: number): boolean {
  const previous = useRef(count);
  const [rose, setRose] = useState(0);
  useEffect(() => {
    if (count > previous.current) setRose((n) => n + 1);
    previous.current = count;
  }, [count]);
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (rose === 0) return;
    setOn(true);
    const t = setTimeout(() => setOn(false), FLASH_MS);
    return () => clearTimeout(t);
  }, [rose]);
  return on;
}

export function ShopHeader() {
  useAddressArea();
  const cartNum = useShopStore((s) => s.cartNum);
  const cartRose = useCountRose(cartNum);
  const keyword = useShopStore((s) => s.keyword);
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const audience = useHeaderAudience();
  const buys = audience === 'visitor' || audience === 'buyer';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = pathname === SHOP_BASE || pathname === `${SHOP_BASE}/`;
  return (
    <header className="shop-header">
      <div className="shop-topbar">
        <div className="shop-container shop-topbar__inner">
          <div className="shop-topbar__left">
            <ShopAreaPicker />
            <UserLinks />
          </div>
          <nav className="shop-topbar__links" aria-label="快捷入口">
            {signedIn && <NoticeBell to="/shop/person/message" />}
            {quickLinksFor(audience).map((l) => (
              <Link key={l.to} to={l.to}>
                {l.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
      <div className="shop-container shop-header__main">
        <Link to="/shop" className="shop-logo" aria-label="固买商城首页">
          <span className="shop-logo__mark" aria-hidden="true">
            固
          </span>
          <span className="shop-logo__text">
            固买商城
            <small>工业品一站式采购</small>
          </span>
        </Link>
        <SearchBox keyword={keyword} signedIn={signedIn} onNavigate={(to) => navigate(to)} />
        {buys ? (
          <Link
            to="/shop/cart"
            className={cartRose ? 'shop-cart shop-cart--added' : 'shop-cart'}
            aria-label={`我的购物车，${cartNum} 件商品`}
          >
            <CartIcon />
            <span>{cartRose ? '已加入购物车' : '我的购物车'}</span>
            {cartNum > 0 && (
              <span key={cartNum} className="shop-cart__badge">
                {cartNum > 99 ? '99+' : cartNum}
              </span>
            )}
          </Link>
        ) : audience === 'vendor' ? (
          <Link to={SHOP_SUPPLIER_HOME_PATH} className="shop-cart">
            <span>供应商工作台</span>
          </Link>
        ) : (
          <span className="shop-cart shop-cart--none" aria-hidden="true" />
        )}
      </div>
      <nav className="shop-nav" aria-label="主导航">
        <div className="shop-container shop-nav__inner">
          {home ? (
            <span className="shop-nav__all">
              <span className="shop-nav__all-link">全部商品分类</span>
            </span>
          ) : (
            <CatalogDropdown />
          )}
          {mainNavFor(audience).map((n) => (
            <NavLink key={n.to} to={n.to} end={n.end} className="shop-nav__link">
              {n.label}
            </NavLink>
          ))}
        </div>
      </nav>
    </header>
  );
}
