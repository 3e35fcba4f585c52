export interface MobileAreaValue {
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
export function pickedChain(value: MobileAreaValue): Picked[] {
  const code = value.divisionCode;
  if (!/^\d{6}$/.test(code) || value.provCityArea.length === 0) return [];
  const codes = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code].slice(
    0,
    value.provCityArea.length,
  );
  if (codes[codes.length - 1] !== code) return [];
  return codes.map((id, i) => ({ id, name: value.provCityArea[i] ?? '' }));
}
