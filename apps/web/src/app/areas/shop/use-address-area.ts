import { useCallback, useEffect } from 'react';
import type { Address } from '@pm/contract/member';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { useShopStore } from '@/features/mall/model/shop-store';
import { useAddressList } from '@/features/member/api/address-list';
import { forgetMemberData } from '@/features/member/api/member-refresh';
import { addressLine, deliveryAreaOf } from '@/features/member/model/member-view';
import { areaSource, markAreaSource } from './address-area';

/** The signed-in user's addresses (empty for visitors and suppliers). */
export function useSavedAddresses(): Address[] {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  return useAddressList(signedIn).data ?? [];
}

/** Makes a saved address the delivery address of the shop (area, addressId, address). */
export function useChooseAddress(): (a: Address, source: 'hand' | 'address') => void {
  const setArea = useShopStore((s) => s.setArea);
  const patch = useShopStore((s) => s.patch);
  return useCallback(
    (a: Address, source: 'hand' | 'address') => {
      const area = deliveryAreaOf(a);
      setArea(area.provCityArea, area.divisionCode);
      patch({ addressId: a.id, address: addressLine(a) });
      markAreaSource(source);
    },
    [setArea, patch],
  );
}

/**
 * Keeps the shop state in step with the user's addresses (userAddressList); while the delivery area
 * was never chosen by hand, it follows the default address. Signing out forgets the addresses.
 */
export function useAddressArea(): void {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const q = useAddressList(signedIn);
  const patch = useShopStore((s) => s.patch);
  const choose = useChooseAddress();

  useEffect(() => {
    if (!signedIn) {
      forgetMemberData();
      patch({ userAddressList: [], addressId: '', address: '' });
      return;
    }
    const list = q.data;
    if (!list) return;
    const { addressId } = useShopStore.getState();
    patch({ userAddressList: list });
    const current = list.find((a) => a.id === addressId);
    const def = list.find((a) => a.isDefault);
    if (areaSource() !== 'hand' && def) choose(def, 'address');
    else if (addressId && !current) {
      // the chosen address was removed: the area stays, the address goes
      patch({ addressId: '', address: '' });
    } else if (current) {
      patch({ address: addressLine(current) });
    }
  }, [signedIn, q.data, patch, choose]);
}
