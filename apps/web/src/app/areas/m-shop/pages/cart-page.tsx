import type { LoaderFunctionArgs } from 'react-router';
import { PhoneCart } from '@/app/mobile/phone-cart';
import { getCartListQuery } from '@/features/cart/api/cart-list';
import { readDeliveryArea } from '@/features/mall/model/delivery-area';
import { queryClient } from '@/lib/query-client';
import { M_SHOP_HOME_PATH } from '../paths';
import { goodsDetailHref, M_SHOP_SETTLEMENT_PATH } from '../buyer-links';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getCartListQuery(readDeliveryArea().divisionCode));
  return null;
}

/** /m-shop/shopping-cart/list: 购物车 (a tab). */
export default function MShopCartPage() {
  return (
    <PhoneCart goodsHref={goodsDetailHref} settleHref={M_SHOP_SETTLEMENT_PATH} homeHref={M_SHOP_HOME_PATH} />
  );
}
