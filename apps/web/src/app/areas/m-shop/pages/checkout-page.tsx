import type { LoaderFunctionArgs } from 'react-router';
import { PhoneCheckout } from '@/app/mobile/phone-checkout';
import { getAddressListQuery } from '@/features/member/api/address-list';
import { queryClient } from '@/lib/query-client';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { M_SHOP_HOME_PATH, ORDER_STATE_ALL } from '../paths';
import { M_SHOP_CART_PATH, orderDetailHref, orderListHref } from '../buyer-links';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getAddressListQuery());
  return null;
}

/** /m-shop/shopping-cart/settlement: 结算 (footer hidden). */
export default function MShopCheckoutPage() {
  return (
    <div>
      <BackNavBar title="结算" fallback={M_SHOP_CART_PATH} />
      <PhoneCheckout
        cartHref={M_SHOP_CART_PATH}
        homeHref={M_SHOP_HOME_PATH}
        ordersHref={orderListHref(ORDER_STATE_ALL)}
        orderHref={orderDetailHref}
      />
    </div>
  );
}
