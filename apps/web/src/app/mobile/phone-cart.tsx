import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CartListView } from '@/features/cart/mobile/cart-list-view';
import { readDeliveryArea, writeDeliveryArea } from '@/features/mall/model/delivery-area';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { DeliveryAreaLine } from './delivery-area-line';

/**
 * The cart page of both mobile areas: the cart (features/cart) for the stored delivery area, which the
 * buyer may change here (member's region sheet), leading to the area's checkout.
 */
export function PhoneCart({
  goodsHref,
  settleHref,
  homeHref,
}: {
  goodsHref: (goodsId: string) => string;
  settleHref: string;
  homeHref: string;
}) {
  const navigate = useNavigate();
  const [area, setArea] = useState(readDeliveryArea);
  return (
    <MobileQueryRoot>
      <CartListView
        divisionCode={area.divisionCode}
        area={
          <DeliveryAreaLine
            area={area}
            onChange={(a) => {
              writeDeliveryArea(a);
              setArea(a);
            }}
          />
        }
        goodsHref={goodsHref}
        onSettle={() => navigate(settleHref)}
        onShop={() => navigate(homeHref)}
      />
    </MobileQueryRoot>
  );
}
