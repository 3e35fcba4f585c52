/**
 * The rows of delivery addresses and invoice titles as the contract shows them: the values a row holds,
 * the columns they are written to, the select that reads them (addresses with their divisions' names)
 * and the mapping to `Address` / `InvoiceTitle`. Shared by the user's and the organization's rows
 * (member.repo.ts) and by orders (`addressForOrder`, `invoiceForOrder`).
 */
import type { Address, InvoiceTitle } from '@pm/contract/member';
import type { MemberScope } from '@pm/contract/member-rules';
import type { Executor } from '../../db/database';

/** What an address row holds besides its owner, id and default flag. */
export interface AddressValues {
  consignee: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detail: string;
  tag: string;
}

export interface InvoiceValues {
  type: InvoiceTitle['type'];
  titleType: InvoiceTitle['titleType'];
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
}

/** Addresses with the names of their divisions, as `Address`. */
export function addressSelect(db: Executor) {
  return db
    .selectFrom('addresses as a')
    .leftJoin('divisions as p', 'p.code', 'a.province_code')
    .leftJoin('divisions as c', 'c.code', 'a.city_code')
    .leftJoin('divisions as k', 'k.code', 'a.county_code')
    .select([
      'a.id',
      'a.user_id',
      'a.consignee',
      'a.mobile',
      'a.province_code',
      'a.city_code',
      'a.county_code',
      'p.name as province_name',
      'c.name as city_name',
      'k.name as county_name',
      'a.detail',
      'a.tag',
      'a.is_default',
    ]);
}

type AddressRow = {
  id: string;
  user_id: string | null;
  consignee: string;
  mobile: string;
  province_code: string;
  city_code: string;
  county_code: string;
  province_name: string | null;
  city_name: string | null;
  county_name: string | null;
  detail: string;
  tag: string;
  is_default: boolean;
};

export function toAddress(r: AddressRow): Address {
  return {
    id: String(r.id),
    consignee: r.consignee,
    mobile: r.mobile,
    provinceCode: r.province_code,
    cityCode: r.city_code,
    countyCode: r.county_code,
    provinceName: r.province_name ?? '',
    cityName: r.city_name ?? '',
    // a city without counties stands in for its county
    countyName: r.county_code === r.city_code ? '' : (r.county_name ?? ''),
    detail: r.detail,
    tag: r.tag,
    isDefault: r.is_default,
    scope: scopeOf(r),
  };
}

/** A row without a user is the organization's. */
function scopeOf(r: { user_id: string | null }): MemberScope {
  return r.user_id === null ? 'ORGANIZATION' : 'USER';
}

export const INVOICE_COLUMNS = [
  'id',
  'user_id',
  'type',
  'title_type',
  'title',
  'tax_no',
  'address',
  'phone',
  'bank',
  'account',
  'is_default',
] as const;

type InvoiceRow = {
  id: string;
  user_id: string | null;
  type: InvoiceTitle['type'];
  title_type: InvoiceTitle['titleType'];
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  is_default: boolean;
};

export function toInvoice(r: InvoiceRow): InvoiceTitle {
  return {
    id: String(r.id),
    type: r.type,
    titleType: r.title_type,
    title: r.title,
    taxNo: r.tax_no,
    address: r.address,
    phone: r.phone,
    bank: r.bank,
    account: r.account,
    isDefault: r.is_default,
    scope: scopeOf(r),
  };
}

/** The columns of an address's values (insert and update write the same). */
export function addressColumns(v: AddressValues) {
  return {
    consignee: v.consignee,
    mobile: v.mobile,
    province_code: v.provinceCode,
    city_code: v.cityCode,
    county_code: v.countyCode,
    detail: v.detail,
    tag: v.tag,
  };
}

/** The columns of an invoice title's values. */
export function invoiceColumns(v: InvoiceValues) {
  return {
    type: v.type,
    title_type: v.titleType,
    title: v.title,
    tax_no: v.taxNo,
    address: v.address,
    phone: v.phone,
    bank: v.bank,
    account: v.account,
  };
}

/** What a write puts into which table: an address's columns into addresses, a title's into invoice_titles. */
export type MemberWrite =
  | { table: 'addresses'; columns: ReturnType<typeof addressColumns> }
  | { table: 'invoice_titles'; columns: ReturnType<typeof invoiceColumns> };

export function addressWrite(v: AddressValues): MemberWrite {
  return { table: 'addresses', columns: addressColumns(v) };
}

export function invoiceWrite(v: InvoiceValues): MemberWrite {
  return { table: 'invoice_titles', columns: invoiceColumns(v) };
}
