/**
 * Rules of delivery addresses (收货地址) and invoice titles (发票抬头) without zod: the web's forms and
 * the server's schemas (member-schema.ts) check the same things with the same Chinese messages.
 */
import { isPhone, RULE_MESSAGES } from './rules';

/** Most addresses and invoice titles one user keeps. */
export const MAX_ADDRESSES = 50;
export const MAX_INVOICE_TITLES = 50;

export const ADDRESS_LIMITS = { consignee: 25, detail: 120, tag: 10 } as const;
export const INVOICE_LIMITS = { title: 100, address: 120, phone: 20, bank: 60 } as const;
/** Bank account: digits only once spaces and dashes are taken out. */
export const ACCOUNT_DIGITS = { min: 8, max: 30 } as const;

/** Quick choices of the address tag. */
export const ADDRESS_TAGS = ['家', '公司', '仓库'] as const;

export const INVOICE_TYPES = ['NORMAL', 'SPECIAL'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TITLE_TYPES = ['COMPANY', 'PERSONAL'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  NORMAL: '增值税普通发票',
  SPECIAL: '增值税专用发票',
};
/** Short words for tables and radio buttons. */
export const INVOICE_TYPE_SHORT: Record<InvoiceType, string> = { NORMAL: '普票', SPECIAL: '专票' };
export const INVOICE_TITLE_TYPE_LABELS: Record<InvoiceTitleType, string> = {
  COMPANY: '企业',
  PERSONAL: '个人',
};

/**
 * Whose an address or invoice title is: the user's own (个人), or the organization's (企业: kept by its
 * purchasing managers, APPROVER, and offered to every buyer of the organization at checkout).
 */
export const MEMBER_SCOPES = ['USER', 'ORGANIZATION'] as const;
export type MemberScope = (typeof MEMBER_SCOPES)[number];
export const MEMBER_SCOPE_LABELS: Record<MemberScope, string> = { USER: '个人', ORGANIZATION: '企业' };

export const MEMBER_MESSAGES = {
  consigneeRequired: '请输入收货人',
  consigneeTooLong: `收货人最多 ${ADDRESS_LIMITS.consignee} 个字`,
  mobileRequired: RULE_MESSAGES.phoneRequired,
  mobileInvalid: RULE_MESSAGES.phoneInvalid,
  regionRequired: '请选择所在地区',
  provinceRequired: '请选择省份',
  cityRequired: '请选择城市',
  countyRequired: '请选择区县',
  regionCodeInvalid: '地区编码应为 6 位数字',
  regionNotFound: '所选地区不存在，请重新选择所在地区',
  detailRequired: '请输入详细地址',
  detailTooLong: `详细地址最多 ${ADDRESS_LIMITS.detail} 个字`,
  tagTooLong: `地址标签最多 ${ADDRESS_LIMITS.tag} 个字`,
  isDefaultInvalid: '是否默认应为 true 或 false',
  addressFull: `收货地址最多保存 ${MAX_ADDRESSES} 个，请删除不用的地址后再新增`,
  addressNotFound: '收货地址不存在',
  addressInBidding: '该地址是进行中竞价的收货地址（定标后按此地址下单），竞价结束后才能删除',
  orgAddressFull: `企业收货地址最多保存 ${MAX_ADDRESSES} 个，请删除不用的地址后再新增`,

  typeInvalid: '发票类型应为增值税普通发票（NORMAL）或增值税专用发票（SPECIAL）',
  titleTypeInvalid: '抬头类型应为企业（COMPANY）或个人（PERSONAL）',
  personalSpecial: '个人抬头只能开具增值税普通发票',
  titleRequired: '请输入发票抬头',
  titleTooLong: `发票抬头最多 ${INVOICE_LIMITS.title} 个字`,
  taxNoRequired: '请输入纳税人识别号',
  taxNoInvalid: '纳税人识别号应为 15、18 或 20 位数字或大写字母',
  taxNoCheck: '纳税人识别号（统一社会信用代码）校验位不正确，请核对',
  regAddressRequired: '请输入注册地址',
  regAddressTooLong: `注册地址最多 ${INVOICE_LIMITS.address} 个字`,
  regPhoneRequired: '请输入注册电话',
  regPhoneInvalid: '注册电话格式不正确（如 021-58881234 或手机号）',
  bankRequired: '请输入开户银行',
  bankTooLong: `开户银行最多 ${INVOICE_LIMITS.bank} 个字`,
  accountRequired: '请输入银行账号',
  accountInvalid: `银行账号应为 ${ACCOUNT_DIGITS.min}-${ACCOUNT_DIGITS.max} 位数字`,
  invoiceFull: `发票抬头最多保存 ${MAX_INVOICE_TITLES} 个，请删除不用的抬头后再新增`,
  invoiceNotFound: '发票抬头不存在',
  orgInvoiceFull: `企业发票抬头最多保存 ${MAX_INVOICE_TITLES} 个，请删除不用的抬头后再新增`,
} as const;

// ---------------------------------------------------------------------------------------------------
// 统一社会信用代码 (GB 32100-2015)

/** The 31 characters of the code, in value order (no I, O, S, V, Z). */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const USCC_SHAPE = /^[0-9A-HJ-NP-RT-UW-Y]{18}$/;

/** The check character of the first 17 characters of a code; null when they are not 17 of the alphabet. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_ALPHABET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[i]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return USCC_ALPHABET[check]!;
}

/** True for an 18-character unified social credit code whose check character is right. */
export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!USCC_SHAPE.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code[17];
}

// ---------------------------------------------------------------------------------------------------
// normalizing what people type

/** Spaces out, letters upper-case: ' 91350100m000100y43 ' → '91350100M000100Y43'. */
export function normalizeTaxNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Spaces and dashes out: '6222 0210-0112' → '622202100112'. */
export function normalizeAccount(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Why a 纳税人识别号 is refused, or null: 15, 18 or 20 digits/upper-case letters; 18 → USCC check. */
export function taxNoProblem(value: string): string | null {
  const v = normalizeTaxNo(value);
  if (v === '') return MEMBER_MESSAGES.taxNoRequired;
  if (!/^[0-9A-Z]+$/.test(v) || ![15, 18, 20].includes(v.length)) return MEMBER_MESSAGES.taxNoInvalid;
  if (v.length === 18 && !isUnifiedSocialCreditCode(v)) return MEMBER_MESSAGES.taxNoCheck;
  return null;
}

/** 注册电话: a landline with optional area code and extension, a 400/800 number, or a mobile number. */
export const REG_PHONE_PATTERN =
  /^(?:(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4}|1\d{10})$/;

export function regPhoneProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return MEMBER_MESSAGES.regPhoneRequired;
  return REG_PHONE_PATTERN.test(v) ? null : MEMBER_MESSAGES.regPhoneInvalid;
}

export function accountProblem(value: string): string | null {
  const v = normalizeAccount(value);
  if (v === '') return MEMBER_MESSAGES.accountRequired;
  const re = new RegExp(`^\\d{${ACCOUNT_DIGITS.min},${ACCOUNT_DIGITS.max}}$`);
  return re.test(v) ? null : MEMBER_MESSAGES.accountInvalid;
}

function textProblem(value: unknown, max: number, required: string, tooLong: string): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  if (v === '') return required;
  return v.length > max ? tooLong : null;
}

// ---------------------------------------------------------------------------------------------------
// whole forms

export interface AddressDraft {
  consignee?: string;
  mobile?: string;
  provinceCode?: string;
  cityCode?: string;
  countyCode?: string;
  detail?: string;
  tag?: string;
}

export type AddressProblems = Partial<Record<keyof AddressDraft, string>>;

/** Field-by-field problems of an address form (the region's existence is checked by the server). */
export function addressProblems(a: AddressDraft): AddressProblems {
  const out: AddressProblems = {};
  const consignee = textProblem(
    a.consignee,
    ADDRESS_LIMITS.consignee,
    MEMBER_MESSAGES.consigneeRequired,
    MEMBER_MESSAGES.consigneeTooLong,
  );
  if (consignee) out.consignee = consignee;
  const mobile = (a.mobile ?? '').trim();
  if (mobile === '') out.mobile = MEMBER_MESSAGES.mobileRequired;
  else if (!isPhone(mobile)) out.mobile = MEMBER_MESSAGES.mobileInvalid;
  const codes: [keyof AddressDraft, string][] = [
    ['provinceCode', MEMBER_MESSAGES.provinceRequired],
    ['cityCode', MEMBER_MESSAGES.cityRequired],
    ['countyCode', MEMBER_MESSAGES.countyRequired],
  ];
  for (const [key, required] of codes) {
    const v = (a[key] ?? '').trim();
    if (v === '') out[key] = required;
    else if (!/^\d{6}$/.test(v)) out[key] = MEMBER_MESSAGES.regionCodeInvalid;
  }
  const detail = textProblem(
    a.detail,
    ADDRESS_LIMITS.detail,
    MEMBER_MESSAGES.detailRequired,
    MEMBER_MESSAGES.detailTooLong,
  );
  if (detail) out.detail = detail;
  if ((a.tag ?? '').trim().length > ADDRESS_LIMITS.tag) out.tag = MEMBER_MESSAGES.tagTooLong;
  return out;
}

export interface InvoiceDraft {
  type?: string;
  titleType?: string;
  title?: string;
  taxNo?: string;
  address?: string;
  phone?: string;
  bank?: string;
  account?: string;
}

export type InvoiceProblems = Partial<Record<keyof InvoiceDraft, string>>;

/**
 * Field-by-field problems of an invoice title: 企业 needs a valid 纳税人识别号; 专票 is for 企业 only and
 * needs registered address, phone, bank and account; 普票 takes those optionally (checked when given);
 * a 个人 title keeps only its name.
 */
export function invoiceProblems(d: InvoiceDraft): InvoiceProblems {
  const out: InvoiceProblems = {};
  const typeOk = (INVOICE_TYPES as readonly string[]).includes(d.type ?? '');
  const titleTypeOk = (INVOICE_TITLE_TYPES as readonly string[]).includes(d.titleType ?? '');
  if (!typeOk) out.type = MEMBER_MESSAGES.typeInvalid;
  if (!titleTypeOk) out.titleType = MEMBER_MESSAGES.titleTypeInvalid;
  else if (d.titleType === 'PERSONAL' && d.type === 'SPECIAL')
    out.titleType = MEMBER_MESSAGES.personalSpecial;
  const title = textProblem(
    d.title,
    INVOICE_LIMITS.title,
    MEMBER_MESSAGES.titleRequired,
    MEMBER_MESSAGES.titleTooLong,
  );
  if (title) out.title = title;
  if (d.titleType !== 'COMPANY') return out;

  const taxNo = taxNoProblem(d.taxNo ?? '');
  if (taxNo) out.taxNo = taxNo;
  const special = d.type === 'SPECIAL';
  const given = (v: string | undefined) => (v ?? '').trim() !== '';
  if (special || given(d.address)) {
    const p = textProblem(
      d.address,
      INVOICE_LIMITS.address,
      MEMBER_MESSAGES.regAddressRequired,
      MEMBER_MESSAGES.regAddressTooLong,
    );
    if (p) out.address = p;
  }
  if (special || given(d.phone)) {
    const p = regPhoneProblem(d.phone ?? '');
    if (p) out.phone = p;
  }
  if (special || given(d.bank)) {
    const p = textProblem(
      d.bank,
      INVOICE_LIMITS.bank,
      MEMBER_MESSAGES.bankRequired,
      MEMBER_MESSAGES.bankTooLong,
    );
    if (p) out.bank = p;
  }
  if (special || given(d.account)) {
    const p = accountProblem(d.account ?? '');
    if (p) out.account = p;
  }
  return out;
}

/** The region as people read it: repeated names (上海市 上海市) and empty levels left out. */
export function regionText(a: { provinceName: string; cityName: string; countyName: string }): string {
  const out: string[] = [];
  for (const n of [a.provinceName, a.cityName, a.countyName]) {
    if (!n || out[out.length - 1] === n) continue;
    out.push(n);
  }
  return out.join(' ');
}
