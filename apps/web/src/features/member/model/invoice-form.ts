import type { InvoiceTitle, InvoiceTitleInput } from '@pm/contract/member';
import { INVOICE_LIMITS, type InvoiceTitleType, type InvoiceType } from '@pm/contract/member-rules';

/** The values of the 发票抬头 form (desktop modal and phone page). */
export interface InvoiceFormValues {
  type: InvoiceType;
  titleType: InvoiceTitleType;
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  isDefault: boolean;
}

/** The fields the contract's rules read (they cross fields: 专票 needs the registration fields …). */
export const INVOICE_FORM_FIELDS = [
  'type',
  'titleType',
  'title',
  'taxNo',
  'address',
  'phone',
  'bank',
  'account',
] as const;

/**
 * The registration fields of a 专票 title (注册地址, 注册电话, 开户银行, 银行账号), as both forms show them:
 * label, length limit, placeholder and the phone keyboard they call for.
 */
export const INVOICE_REGISTRATION_FIELDS: readonly {
  name: 'address' | 'phone' | 'bank' | 'account';
  label: string;
  maxLength: number;
  placeholder: string;
  inputMode?: 'tel' | 'numeric';
}[] = [
  {
    name: 'address',
    label: '注册地址',
    maxLength: INVOICE_LIMITS.address,
    placeholder: '营业执照上的注册地址',
  },
  {
    name: 'phone',
    label: '注册电话',
    maxLength: INVOICE_LIMITS.phone,
    placeholder: '如 021-58881234',
    inputMode: 'tel',
  },
  { name: 'bank', label: '开户银行', maxLength: INVOICE_LIMITS.bank, placeholder: '如 招商银行上海张江支行' },
  { name: 'account', label: '银行账号', maxLength: 40, placeholder: '8-30 位数字', inputMode: 'numeric' },
];

/** The fields whose rules change with 发票类型 and 抬头类型. */
const TYPE_DEPENDENT_FIELDS: (keyof InvoiceFormValues)[] = [
  'titleType',
  'taxNo',
  ...INVOICE_REGISTRATION_FIELDS.map((f) => f.name),
];

/**
 * After 发票类型 or 抬头类型 changed: the fields to check again under the new rules, those the buyer has
 * touched or that show an error now (an error that no longer applies goes), never an untouched empty
 * one, which would say 请输入… before the buyer had a chance to type. Both kits' forms answer these calls.
 */
export function fieldsToRecheck(form: {
  isFieldTouched(name: keyof InvoiceFormValues): boolean;
  getFieldError(name: keyof InvoiceFormValues): string[];
}): (keyof InvoiceFormValues)[] {
  return TYPE_DEPENDENT_FIELDS.filter((n) => form.isFieldTouched(n) || form.getFieldError(n).length > 0);
}

/** The form's start: the title being edited, or an empty 普票 of a company. */
export function invoiceFormInitial(t: InvoiceTitle | null): InvoiceFormValues {
  return t
    ? { ...t }
    : {
        type: 'NORMAL',
        titleType: 'COMPANY',
        title: '',
        taxNo: '',
        address: '',
        phone: '',
        bank: '',
        account: '',
        isDefault: false,
      };
}

/** What is saved: a personal title keeps no company fields. */
export function invoiceRequestOf(v: InvoiceFormValues): InvoiceTitleInput {
  const company = v.titleType === 'COMPANY';
  return {
    type: v.type,
    titleType: v.titleType,
    title: v.title.trim(),
    taxNo: company ? (v.taxNo ?? '') : '',
    address: company ? (v.address ?? '') : '',
    phone: company ? (v.phone ?? '') : '',
    bank: company ? (v.bank ?? '') : '',
    account: company ? (v.account ?? '') : '',
    isDefault: v.isDefault,
  };
}
