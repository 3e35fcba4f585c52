/**
 * The delivery area (配送至) and the user's saved addresses: a signed-in buyer whose area was never
 * chosen by hand gets the area of his default address; choosing a region or an address in the picker
 * is a choice by hand, kept over later visits.
 */
import type { Address } from '@pm/contract/member';
import { DELIVERY_AREA_KEY } from '@/features/mall/model/delivery-area';
import { addressLine } from '@/features/member/model/member-view';
import type { SavedArea } from '@/features/division/desktop/area-picker';

/** localStorage key: where the delivery area came from ('hand' or 'address'). */
export const AREA_SOURCE_KEY = 'PM_DELIVERY_AREA_SOURCE';

export type AreaSource = 'hand' | 'address' | 'none';

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** How the stored area was chosen; an area stored before this key existed was chosen by hand. */
export function areaSource(): AreaSource {
  const s = store();
  const v = s?.getItem(AREA_SOURCE_KEY);
  if (v === 'hand' || v === 'address') return v;
  return s?.getItem(DELIVERY_AREA_KEY) ? 'hand' : 'none';
}

export function markAreaSource(source: 'hand' | 'address'): void {
  try {
    store()?.setItem(AREA_SOURCE_KEY, source);
  } catch {
    // storage unavailable: the choice holds for this page
  }
}

/** The saved addresses as the area picker lists them. */
export function savedAreasOf(list: readonly Address[], addressId: string): SavedArea[] {
  return list.map((a) => ({
    id: a.id,
    label: `${a.consignee} ${addressLine(a)}${a.isDefault ? '（默认）' : ''}`,
    on: a.id === addressId,
  }));
}
