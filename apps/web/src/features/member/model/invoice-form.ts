import type { InvoiceTitle, InvoiceTitleInput } from '@pm/contract/member';
import type { InvoiceTitleType, InvoiceType } from '@pm/contract/member-rules';

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
