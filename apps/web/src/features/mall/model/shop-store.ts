/**
 * Shop state: search keyword, delivery area, cart number, the user's lists and the breadcrumbs.
 * Item shapes the spec does not show are kept open (records of the server's fields).
 */
import { create } from 'zustand';
import type { SessionUser } from '@pm/contract/user';
import { readDeliveryArea, writeDeliveryArea } from './delivery-area';

/** One breadcrumb of the shop; the shop area computes them per route. */
export interface Crumb {
  title: string;
  /** Where the crumb links to; the last crumb is the current page. */
  path?: string;
}

export interface CatalogEntry {
  id: string;
  name: string;
}

/** Cart item: appendCartType 0 is a normal add. */
export interface CartGoods {
  id: string;
  num: number;
  appendCartType?: number;
  [field: string]: unknown;
}

export interface UserAddress {
  id: string;
  [field: string]: unknown;
}

/** Glossary: the first catalog entry, with an empty id. */
export const ALL_CATALOG: CatalogEntry = { id: '', name: '全部' };

export interface ShopData {
  keyword: string;
  /** Province, city, area names of the delivery area. */
  provCityArea: string[];
  divisionCode: string;
  address: string;
  addressId: string;
  cartNum: number;
  isVendor: boolean;
  cartGoodsList: CartGoods[];
  userAddressList: UserAddress[];
  searchRecordList: string[];
  crumbs: Crumb[];
  catalogList: CatalogEntry[];
  userInfo: SessionUser | null;
  userRole: string;
}

export interface ShopState extends ShopData {
  setKeyword(keyword: string): void;
  setCrumbs(crumbs: Crumb[]): void;
  setCartNum(count: number): void;
  setCatalogList(list: CatalogEntry[]): void;
  /** The delivery area (配送至): names and the deepest division code; kept in localStorage too. */
  setArea(provCityArea: string[], divisionCode: string): void;
  /** The search records shown under the search box (the newest 10). */
  setSearchRecords(list: string[]): void;
  setUser(user: SessionUser | null, role?: string): void;
  patch(partial: Partial<ShopData>): void;
  reset(): void;
}

export const initialShopData: ShopData = {
  keyword: '',
  provCityArea: [],
  divisionCode: '',
  address: '',
  addressId: '',
  cartNum: 0,
  isVendor: false,
  cartGoodsList: [],
  userAddressList: [],
  searchRecordList: [],
  crumbs: [],
  catalogList: [ALL_CATALOG],
  userInfo: null,
  userRole: '',
};

/** The initial state with the delivery area read from localStorage (a visitor's choice survives reload). */
function startData(): ShopData {
  return { ...initialShopData, ...readDeliveryArea() };
}

export const useShopStore = create<ShopState>()((set) => ({
  ...startData(),
  setKeyword: (keyword) => set({ keyword }),
  setCrumbs: (crumbs) => set({ crumbs }),
  setCartNum: (count) => set({ cartNum: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 }),
  // 全部 stays first whatever the server sends
  setCatalogList: (list) => set({ catalogList: [ALL_CATALOG, ...list.filter((c) => c.id !== '')] }),
  setArea: (provCityArea, divisionCode) => {
    writeDeliveryArea({ provCityArea, divisionCode });
    set({ provCityArea: [...provCityArea], divisionCode });
  },
  setSearchRecords: (list) => set({ searchRecordList: list.slice(0, 10) }),
  setUser: (user, role) =>
    set({
      userInfo: user,
      isVendor: user?.isVendor ?? false,
      ...(role !== undefined ? { userRole: role } : {}),
    }),
  patch: (partial) => set(partial),
  reset: () => set(startData()),
}));
