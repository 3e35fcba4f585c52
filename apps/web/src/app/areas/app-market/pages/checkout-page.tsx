import type { LoaderFunctionArgs } from 'react-router';
import { PhoneCheckout } from '@/app/mobile/phone-checkout';
import { getAddressListQuery } from '@/features/member/api/address-list';
import { queryClient } from '@/lib/query-client';
import { APP_MARKET_HOME_PATH } from '../paths';
import { APP_MARKET_CART_PATH, APP_MARKET_ORDER_PATH, orderDetailHref } from '../buyer-links';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getAddressListQuery());
  return null;
}

/** /app-market/add-order: 提交订单 (the shell's NavBar above). */
export default function AppMarketCheckoutPage() {
  return (
    <PhoneCheckout
      cartHref={APP_MARKET_CART_PATH}
      homeHref={APP_MARKET_HOME_PATH}
      ordersHref={APP_MARKET_ORDER_PATH}
      orderHref={orderDetailHref}
    />
  );
}
