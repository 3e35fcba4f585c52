/**
 * The delivery area of the shop (配送至): province, city and county names and the deepest division code
 * (GB/T 2260). Kept in the shop state and in localStorage so that a visitor's choice survives a reload.
 */

export interface DeliveryArea {
  /** Province, city, county names (1 to 3 of them). */
  provCityArea: string[];
  /** The division code of the deepest level chosen (6 digits). */
  divisionCode: string;
}

/** localStorage key of the chosen delivery area. */
export const DELIVERY_AREA_KEY = 'PM_DELIVERY_AREA';

/** Until the buyer chooses: 上海市 / 上海市 / 浦东新区. */
export const DEFAULT_AREA: DeliveryArea = {
  provCityArea: ['上海市', '上海市', '浦东新区'],
  divisionCode: '310115',
};

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isArea(value: unknown): value is DeliveryArea {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.divisionCode === 'string' &&
    /^\d{6}$/.test(v.divisionCode) &&
    Array.isArray(v.provCityArea) &&
    v.provCityArea.length >= 1 &&
    v.provCityArea.length <= 3 &&
    v.provCityArea.every((n) => typeof n === 'string' && n.length > 0 && n.length <= 30)
  );
}

/** Parses a stored value; null when missing or malformed. */
export function parseDeliveryArea(raw: string | null | undefined): DeliveryArea | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isArea(value) ? { provCityArea: [...value.provCityArea], divisionCode: value.divisionCode } : null;
  } catch {
    return null;
  }
}

/** The stored area, or the default one. */
export function readDeliveryArea(): DeliveryArea {
  return parseDeliveryArea(store()?.getItem(DELIVERY_AREA_KEY)) ?? DEFAULT_AREA;
}

export function writeDeliveryArea(area: DeliveryArea): void {
  try {
    store()?.setItem(DELIVERY_AREA_KEY, JSON.stringify(area));
  } catch {
    // storage full or unavailable: the shop state still holds the area for this page
  }
}

/**
 * The area as the header shows it: repeated names (上海市 上海市) and the placeholder city level of the
 * municipalities (市辖区, 县) are left out. ['上海市','上海市','浦东新区'] → '上海市 浦东新区'.
 */
export function areaLabel(names: readonly string[]): string {
  const out: string[] = [];
  for (const n of names) {
    if (n === '市辖区' || n === '县' || n === '省直辖县级行政区划') continue;
    if (out[out.length - 1] === n) continue;
    out.push(n);
  }
  return out.join(' ');
}

/** The province and city codes above a county code (GB/T 2260): '310115' → ['310000', '310100', '310115']. */
export function divisionChainOf(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return [...new Set([province, city, code])];
}
