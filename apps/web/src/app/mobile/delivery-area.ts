import { areaLabel } from '@/features/mall/model/delivery-area';
import { useShopStore } from '@/features/mall/model/shop-store';

/** The delivery area of the shop state (kept in localStorage): code, the names, the label, the setter. */
export function useDeliveryArea() {
  const divisionCode = useShopStore((s) => s.divisionCode);
  const provCityArea = useShopStore((s) => s.provCityArea);
  const setArea = useShopStore((s) => s.setArea);
  return { divisionCode, provCityArea, label: areaLabel(provCityArea), setArea };
}
