import type { LoaderFunctionArgs } from 'react-router';
import { PhoneCart } from '@/app/mobile/phone-cart';
import { getCartListQuery } from '@/features/cart/api/cart-list';
import { readDeliveryArea } from '@/features/mall/model/delivery-area';
import { queryClient } from '@/lib/query-client';
import { APP_MARKET_HOME_PATH } from '../paths';
import { APP_MARKET_ADD_ORDER_PATH, goodsDetailHref } from '../buyer-links';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getCartListQuery(readDeliveryArea().divisionCode));
  return null;
}

/** /app-market/cart (footer tab). */
export default function AppMarketCartPage() {
  return (
    <PhoneCart
      goodsHref={goodsDetailHref}
      settleHref={APP_MARKET_ADD_ORDER_PATH}
      homeHref={APP_MARKET_HOME_PATH}
    />
  );
}
