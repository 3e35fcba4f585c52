/**
 * Rules of the address and invoice screens without UI: the region cascader's value and the address
 * codes, how an address reads, and which invoice fields a form shows.
 */
import type { Address, InvoiceTitle } from '@pm/contract/member';
import {
  INVOICE_TITLE_TYPE_LABELS,
  INVOICE_TYPE_SHORT,
  MEMBER_SCOPE_LABELS,
  regionText,
} from '@pm/contract/member-rules';

export interface RegionCodes {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
}

/**
 * The cascader's value ([province, city, county], or [province, city] for a city without counties)
 * as the three codes of an address; a city without counties stands in for its county. null when the
 * choice is not complete.
 */
export function regionCodesOf(value: readonly string[] | undefined): RegionCodes | null {
  if (!value || value.length < 2 || value.length > 3) return null;
  const [provinceCode, cityCode, countyCode = cityCode] = value as [string, string, string?];
  return { provinceCode, cityCode, countyCode };
}

/** An address's codes as the cascader's value. */
export function cascaderValueOf(a: Pick<Address, 'provinceCode' | 'cityCode' | 'countyCode'>): string[] {
  return a.countyCode === a.cityCode
    ? [a.provinceCode, a.cityCode]
    : [a.provinceCode, a.cityCode, a.countyCode];
}

/**
 * Counties of GB/T 2260 have 6-digit codes; the division data lists the towns of 东莞市, 中山市, 儋州市
 * and 嘉峪关市 (9 digits) under them instead, and those are not counties.
 */
export function isCountyCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** 上海市 浦东新区 张江路 88 号. */
export function addressLine(a: Pick<Address, 'provinceName' | 'cityName' | 'countyName' | 'detail'>): string {
  return `${regionText(a)} ${a.detail}`.trim();
}

/** The delivery area of an address (shop state): names of its levels and the county code. */
export function deliveryAreaOf(a: Address): { provCityArea: string[]; divisionCode: string } {
  const names = [a.provinceName, a.cityName, a.countyName].filter((n) => n !== '');
  return { provCityArea: names, divisionCode: a.countyCode };
}

/** 专票 · 企业 or 普票 · 个人. */
export function invoiceKind(t: Pick<InvoiceTitle, 'type' | 'titleType'>): string {
  return `${INVOICE_TYPE_SHORT[t.type]} · ${INVOICE_TITLE_TYPE_LABELS[t.titleType]}`;
}

/** Which parts an invoice form shows: the 纳税人识别号 for companies, registration fields for them too. */
export function invoiceFieldsShown(type: string | undefined, titleType: string | undefined) {
  const company = titleType !== 'PERSONAL';
  return { taxNo: company, registration: company, registrationRequired: company && type === 'SPECIAL' };
}

/**
 * What a buyer chooses from at checkout: his own (the default first, as the server lists them), then the
 * organization's (企业); a row the organization's list also has is not shown twice.
 */
export function withOrganization<T extends { id: string }>(
  own: readonly T[] | undefined,
  organization: readonly T[] | undefined,
): T[] {
  const mine = own ?? [];
  const ids = new Set(mine.map((r) => r.id));
  return [...mine, ...(organization ?? []).filter((r) => !ids.has(r.id))];
}

/** 企业 for the organization's rows, null for the user's own (which need no mark). */
export function scopeMark(r: Pick<Address, 'scope'>): string | null {
  return r.scope === 'ORGANIZATION' ? MEMBER_SCOPE_LABELS.ORGANIZATION : null;
}

/**
 * What a checkout starts with until the buyer picks (address and invoice title, desktop and phone): the
 * user's default (his first when none is marked), else, when he has none of his own, the organization's
 * first (企业); null when there is neither (no address yet, 不开发票).
 */
export function preselectedOf<T extends { isDefault: boolean }>(
  own: readonly T[] | undefined,
  organization: readonly T[] | undefined,
): T | null {
  const mine = own ?? [];
  return mine.find((r) => r.isDefault) ?? mine[0] ?? organization?.[0] ?? null;
}
