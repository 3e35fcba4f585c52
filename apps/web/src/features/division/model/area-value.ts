/** A delivery area as the pickers take and give it (desktop and phone). */
export interface AreaValue {
  /** Province, city, county names. */
  provCityArea: string[];
  /** The deepest division code chosen. */
  divisionCode: string;
}

export interface Picked {
  id: string;
  name: string;
}

/** The chain of a stored area when its names and derived codes line up; [] otherwise. */
export function pickedChain(value: AreaValue): Picked[] {
  const code = value.divisionCode;
  if (!/^\d{6}$/.test(code) || value.provCityArea.length === 0) return [];
  const codes = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code].slice(
    0,
    value.provCityArea.length,
  );
  if (codes[codes.length - 1] !== code) return [];
  return codes.map((id, i) => ({ id, name: value.provCityArea[i] ?? '' }));
}

/** The pickers' levels, in order. */
export const AREA_LEVEL_NAMES = ['省份', '城市', '区县'] as const;

/**
 * Whether a listed division can be a delivery area: GB/T 2260 codes (6 digits) only. The towns the data
 * lists under a city without counties (东莞市) are none, so such a city ends the choice.
 */
export function isAreaDivision(d: { id: string }): boolean {
  return /^\d{6}$/.test(d.id);
}
