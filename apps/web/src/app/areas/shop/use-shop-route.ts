import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '@/app/route-handle';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { getCartSumQuery, useCartSum } from '@/features/cart/api/cart-sum';
import { appendCart } from '@/features/cart/api/cart-append';
import { APPEND_CART_TYPE } from '@pm/contract/cart';
import { registerCartPendingRunners } from '@/features/cart/model/pending-runners';
import { registerAddToListsRunners } from '@/features/add-to-lists/model/pending-runners';
import { cleanKeyword } from '@/features/goods/model/keyword';
import { useShopStore } from '@/features/mall/model/shop-store';
import { goodsParamsOf, registerPendingActionRunner } from '@/lib/pending-action';
import type { CrumbMatch } from './breadcrumbs';
import { shopBreadcrumbs } from './breadcrumbs';

/**
 * Per-route work of the shop shell: breadcrumbs of every page; on a guarded shop entry the cart
 * number is reloaded (signed in only; a failure leaves the badge as it was). Keeps the search box in
 * step with the list keyword.
 */
export function useShopRoute(): void {
  const matches = useMatches();
  const location = useLocation();
  const signedIn = useAuthStore((s) => s.isAuthorized);
  // Only a buyer has a cart to count (a supplier's or an operator's count is always 0).
  const buyer = useAccountKind() === 'buyer';
  const queryClient = useQueryClient();
  const setCrumbs = useShopStore((s) => s.setCrumbs);
  const setCartNum = useShopStore((s) => s.setCartNum);
  const setKeyword = useShopStore((s) => s.setKeyword);

  const pages: CrumbMatch[] = [];
  let entry = false;
  for (const m of matches) {
    if (!isRouteHandle(m.handle) || m.handle.isArea || m.handle.area !== 'shop') continue;
    pages.push({ pattern: m.handle.pattern, pathname: m.pathname, title: m.handle.title });
    entry = m.handle.shopEntry === true;
  }
  const crumbKey = JSON.stringify(shopBreadcrumbs(pages, location.search));

  useEffect(() => {
    setCrumbs(JSON.parse(crumbKey));
  }, [crumbKey, setCrumbs]);

  const cart = useCartSum(signedIn && buyer);
  useEffect(() => {
    if (cart.data !== undefined) setCartNum(cart.data);
  }, [cart.data, setCartNum]);
  useEffect(() => {
    if (!signedIn) setCartNum(0);
  }, [signedIn, setCartNum]);

  // Entering a shop entry reloads the count; the first page of a visit is loaded by the query itself.
  const reload = useRef({ entry, signedIn, buyer, first: true });
  reload.current = { ...reload.current, entry, signedIn, buyer };
  useEffect(() => {
    const r = reload.current;
    if (r.first) {
      r.first = false;
      return;
    }
    if (r.entry && r.signedIn && r.buyer)
      void queryClient.invalidateQueries({ queryKey: getCartSumQuery().queryKey });
  }, [location.pathname, queryClient]);

  useEffect(() => {
    const onList = location.pathname === '/shop/list';
    setKeyword(onList ? cleanKeyword(new URLSearchParams(location.search).get('k')) : '');
  }, [location.pathname, location.search, setKeyword]);

  useEffect(() => {
    registerCartPendingRunners(
      () => void queryClient.invalidateQueries({ queryKey: getCartSumQuery().queryKey }),
    );
    registerShopPendingRunners();
  }, [queryClient]);

  useEffect(() => watchSignIn(() => void queryClient.invalidateQueries()), [queryClient]);
}

let signInWatched = false;

/**
 * Prices depend on who asks (agreement prices): signing in or out reloads every query. Watched for the
 * whole visit (the sign-in page lives outside the shop shell, so the shell is not there to see it).
 */
function watchSignIn(reload: () => void): void {
  if (signInWatched) return;
  signInWatched = true;
  useAuthStore.subscribe((s, prev) => {
    if (s.isAuthorized !== prev.isAuthorized) reload();
  });
}

let shopRunners = false;

/**
 * The detail page's other actions: 立即购买 puts the goods in the cart as the only selected line and
 * opens the cart; 加入核价单 and
 * 加入询价篮 add to the comparison list and the inquiry basket (features/add-to-lists).
 */
function registerShopPendingRunners(): void {
  if (shopRunners) return;
  shopRunners = true;
  registerPendingActionRunner('buy', async (params) => {
    const { id, num } = goodsParamsOf(params);
    if (!id) return;
    await appendCart({ id, num, appendCartType: APPEND_CART_TYPE.directBuy });
    return { next: '/shop/cart' };
  });
  registerAddToListsRunners();
}
