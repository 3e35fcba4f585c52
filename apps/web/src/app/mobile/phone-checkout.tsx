import { useCallback, useState } from 'react';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import { ApprovalReasonField } from '@/features/approval/mobile/approval-reason-field';
import { storedSessionUser } from '@/features/auth/model/session';
import { useCartList } from '@/features/cart/api/cart-list';
import { deliveryAreaOf, withOrganization } from '@/features/member/model/member-view';
import { readDeliveryArea, writeDeliveryArea } from '@/features/mall/model/delivery-area';
import { useAddressList } from '@/features/member/api/address-list';
import { useOrgAddressList } from '@/features/member/api/org-address-list';
import { AddressPicker } from '@/features/member/mobile/address-picker';
import { InvoicePicker } from '@/features/member/mobile/invoice-picker';
import {
  hasOrganization,
  NO_ORGANIZATION_TEXT,
  NO_ORGANIZATION_TITLE,
} from '@/features/order/model/checkout-rules';
import { CheckoutView } from '@/features/order/mobile/checkout-view';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import './mobile-screens.css';

export interface CheckoutLinks {
  cartHref: string;
  homeHref: string;
  ordersHref: string;
  orderHref: (id: string) => string;
}

function Checkout({ cartHref, homeHref, ordersHref, orderHref }: CheckoutLinks) {
  const user = storedSessionUser();
  // A stored user without an organization (a new individual account) keeps its cart but cannot order.
  const blocked = user !== null && !hasOrganization(user);
  const addresses = useAddressList(!blocked);
  const orgAddresses = useOrgAddressList(!blocked);
  const [picked, setPicked] = useState<Address | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null | undefined>(undefined);
  // the user's own, then the organization's (企业)
  const list = withOrganization(addresses.data, orgAddresses.data);
  // until the buyer picks one, the default address (the list's first)
  const address = (picked && list.find((a) => a.id === picked.id)) ?? picked ?? list[0] ?? null;
  const divisionCode = address ? address.countyCode : readDeliveryArea().divisionCode;
  const cart = useCartList(divisionCode);
  const onInvoice = useCallback((t: InvoiceTitle | null) => setInvoiceId(t ? t.id : null), []);

  return (
    <CheckoutView
      cart={cart.data}
      cartPending={cart.isPending || (!blocked && addresses.isPending)}
      cartError={cart.error}
      onRetryCart={() => void cart.refetch()}
      addressId={address?.id}
      addressReady={!addresses.isPending}
      invoiceId={invoiceId}
      address={
        <AddressPicker
          value={address}
          loading={addresses.isPending}
          onChange={(a) => {
            setPicked(a);
            // the chosen address is the delivery area everywhere (cart, goods), as on the desktop
            writeDeliveryArea(deliveryAreaOf(a));
          }}
        />
      }
      invoice={<InvoicePicker value={invoiceId} onChange={onInvoice} />}
      cannotOrderNotice={
        blocked ? (
          <div className="pm-notice" role="status">
            <h2>{NO_ORGANIZATION_TITLE}</h2>
            <p>{NO_ORGANIZATION_TEXT}</p>
          </div>
        ) : undefined
      }
      cartHref={cartHref}
      homeHref={homeHref}
      ordersHref={ordersHref}
      orderHref={orderHref}
      approvalField={blocked ? undefined : (field) => <ApprovalReasonField {...field} />}
    />
  );
}

/**
 * The checkout page of both mobile areas: the order feature's checkout with the member feature's
 * address and invoice pickers and the cart's chosen lines, for the chosen address's county.
 */
export function PhoneCheckout(links: CheckoutLinks) {
  return (
    <MobileQueryRoot>
      <Checkout {...links} />
    </MobileQueryRoot>
  );
}
