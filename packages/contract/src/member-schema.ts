import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import {
  addressDefaultEndpoint,
  addressListEndpoint,
  addressPageEndpoint,
  addressRemoveEndpoint,
  addressSaveEndpoint,
  addressSetDefaultEndpoint,
  addressUpdateEndpoint,
  invoiceDefaultEndpoint,
  invoicePageEndpoint,
  invoiceRemoveEndpoint,
  invoiceSaveEndpoint,
  invoiceSetDefaultEndpoint,
  invoiceUpdateEndpoint,
  orgAddressListEndpoint,
  orgAddressRemoveEndpoint,
  orgAddressSaveEndpoint,
  orgAddressUpdateEndpoint,
  orgInvoiceListEndpoint,
  orgInvoiceRemoveEndpoint,
  orgInvoiceSaveEndpoint,
  orgInvoiceUpdateEndpoint,
} from './member';
import {
  ADDRESS_LIMITS,
  INVOICE_LIMITS,
  INVOICE_TITLE_TYPES,
  INVOICE_TYPES,
  invoiceProblems,
  MEMBER_MESSAGES as M,
  MEMBER_SCOPES,
  normalizeAccount,
  normalizeTaxNo,
} from './member-rules';
import { idSchema, pageOf, pageQuery } from './page';
import { phoneSchema } from './rules-schema';

/** Required text, trimmed, 1..max characters. */
const text = (max: number, required: string, tooLong: string) =>
  z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: tooLong });

/** Optional text, trimmed, at most max characters ('' when left out). */
const optionalText = (max: number, tooLong: string) =>
  z.string({ message: tooLong }).trim().max(max, { message: tooLong }).default('');

const regionCode = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .regex(/^\d{6}$/, { message: M.regionCodeInvalid })
    .meta({
      description:
        'GB/T 2260 六位行政区划代码，须是地区表中存在的代码；区县属于所填城市、城市属于所填省份（不设区县的城市在区县处填城市自己的代码）',
    });

/** JSON true/false, or the words of a form. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { message: M.isDefaultInvalid })
  .transform((v) => v === true || v === 'true' || v === '1');

const memberScope = z.enum(MEMBER_SCOPES);

// ---------------------------------------------------------------------------------------------------
// 收货地址

export const addressInput = z.object({
  consignee: text(ADDRESS_LIMITS.consignee, M.consigneeRequired, M.consigneeTooLong).meta({
    example: '张伟',
  }),
  mobile: phoneSchema,
  /** GB/T 2260 codes; the county lies in the city, the city in the province (checked against divisions). */
  provinceCode: regionCode(M.provinceRequired).meta({ example: '310000' }),
  cityCode: regionCode(M.cityRequired).meta({ example: '310100' }),
  /** The county; a city without counties (东莞市, 中山市, 儋州市, 嘉峪关市) takes its own code here. */
  countyCode: regionCode(M.countyRequired).meta({ example: '310115' }),
  detail: text(ADDRESS_LIMITS.detail, M.detailRequired, M.detailTooLong).meta({
    example: '张江路 88 号 3 号楼',
  }),
  tag: optionalText(ADDRESS_LIMITS.tag, M.tagTooLong),
  /** Make it the default address (the first address is the default anyway). */
  isDefault: flag.optional(),
});

export const addressUpdate = addressInput.extend({ id: idSchema });

export const address = z.object({
  id: z.string(),
  consignee: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  countyCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  /** '' for a city without counties (its countyCode is the city's code). */
  countyName: z.string(),
  detail: z.string(),
  tag: z.string(),
  /** The user's (never the default of an organization's). */
  isDefault: z.boolean(),
  /** USER 个人; ORGANIZATION 企业: kept by the purchasing managers, offered to every buyer of the organization. */
  scope: memberScope,
});

// ---------------------------------------------------------------------------------------------------
// 发票抬头

const invoiceFields = z.object({
  /** NORMAL 增值税普通发票, SPECIAL 增值税专用发票. */
  type: z.enum(INVOICE_TYPES, { message: M.typeInvalid }).meta({
    example: 'NORMAL',
    description:
      'NORMAL 增值税普通发票；SPECIAL 增值税专用发票：只能开给企业，且须填注册地址、注册电话、开户银行与银行账号',
  }),
  /** COMPANY 企业, PERSONAL 个人 (普票 only). */
  titleType: z.enum(INVOICE_TITLE_TYPES, { message: M.titleTypeInvalid }).meta({
    example: 'PERSONAL',
    description:
      'COMPANY 企业：须填纳税人识别号；PERSONAL 个人：只能开增值税普通发票（NORMAL），纳税人识别号与注册信息不保存',
  }),
  title: text(INVOICE_LIMITS.title, M.titleRequired, M.titleTooLong).meta({ example: '张伟' }),
  /** 纳税人识别号: 15, 18 (统一社会信用代码 with its check character) or 20 characters; 企业 only. */
  taxNo: z.string({ message: M.taxNoInvalid }).max(40, { message: M.taxNoInvalid }).default('').meta({
    description:
      '纳税人识别号：企业抬头必填，15、18（统一社会信用代码，含校验位）或 20 位字母数字；个人抬头忽略',
  }),
  /** 注册地址, 注册电话, 开户银行, 银行账号: required for 专票, optional for 企业 普票. */
  address: optionalText(INVOICE_LIMITS.address, M.regAddressTooLong),
  phone: optionalText(INVOICE_LIMITS.phone, M.regPhoneInvalid),
  bank: optionalText(INVOICE_LIMITS.bank, M.bankTooLong),
  /** Digits; spaces and dashes are taken out. */
  account: z.string({ message: M.accountInvalid }).max(60, { message: M.accountInvalid }).default(''),
  isDefault: flag.optional(),
});

/** The cross-field rules of member-rules (same messages as the web form), then the stored form. */
function withInvoiceRules<T extends z.ZodType<z.output<typeof invoiceFields>>>(schema: T) {
  return schema
    .superRefine((v, ctx) => {
      for (const [field, message] of Object.entries(invoiceProblems(v))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((v) =>
      v.titleType === 'PERSONAL'
        ? { ...v, taxNo: '', address: '', phone: '', bank: '', account: '' }
        : { ...v, taxNo: normalizeTaxNo(v.taxNo), account: normalizeAccount(v.account) },
    );
}

export const invoiceTitleInput = withInvoiceRules(invoiceFields);
export const invoiceTitleUpdate = withInvoiceRules(invoiceFields.extend({ id: idSchema }));

export const invoiceTitle = z.object({
  id: z.string(),
  type: z.enum(INVOICE_TYPES),
  titleType: z.enum(INVOICE_TITLE_TYPES),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  isDefault: z.boolean(),
  scope: memberScope,
});

// ---------------------------------------------------------------------------------------------------

export const memberIdRequest = z.object({ id: idSchema });
export const memberPageQuery = pageQuery;
export const memberRemoved = z.object({
  id: z.string(),
  /** The default after the removal (another one when the removed one was it), null when none is left. */
  defaultId: z.string().nullable(),
});

export const addressListRoute = routeOf(addressListEndpoint, { response: z.array(address) });
export const addressPageRoute = routeOf(addressPageEndpoint, {
  querystring: memberPageQuery,
  response: pageOf(address),
});
export const addressSaveRoute = routeOf(addressSaveEndpoint, { body: addressInput, response: address });
export const addressUpdateRoute = routeOf(addressUpdateEndpoint, { body: addressUpdate, response: address });
export const addressRemoveRoute = routeOf(addressRemoveEndpoint, {
  querystring: memberIdRequest,
  response: memberRemoved,
});
export const addressSetDefaultRoute = routeOf(addressSetDefaultEndpoint, {
  body: memberIdRequest,
  response: address,
});
export const addressDefaultRoute = routeOf(addressDefaultEndpoint, { response: address.nullable() });

export const invoicePageRoute = routeOf(invoicePageEndpoint, {
  querystring: memberPageQuery,
  response: pageOf(invoiceTitle),
});
export const invoiceSaveRoute = routeOf(invoiceSaveEndpoint, {
  body: invoiceTitleInput,
  response: invoiceTitle,
});
export const invoiceUpdateRoute = routeOf(invoiceUpdateEndpoint, {
  body: invoiceTitleUpdate,
  response: invoiceTitle,
});
export const invoiceRemoveRoute = routeOf(invoiceRemoveEndpoint, {
  querystring: memberIdRequest,
  response: memberRemoved,
});
export const invoiceSetDefaultRoute = routeOf(invoiceSetDefaultEndpoint, {
  body: memberIdRequest,
  response: invoiceTitle,
});
export const invoiceDefaultRoute = routeOf(invoiceDefaultEndpoint, { response: invoiceTitle.nullable() });

export const orgAddressListRoute = routeOf(orgAddressListEndpoint, { response: z.array(address) });
export const orgAddressSaveRoute = routeOf(orgAddressSaveEndpoint, { body: addressInput, response: address });
export const orgAddressUpdateRoute = routeOf(orgAddressUpdateEndpoint, {
  body: addressUpdate,
  response: address,
});
export const orgAddressRemoveRoute = routeOf(orgAddressRemoveEndpoint, {
  querystring: memberIdRequest,
  response: memberRemoved,
});
export const orgInvoiceListRoute = routeOf(orgInvoiceListEndpoint, { response: z.array(invoiceTitle) });
export const orgInvoiceSaveRoute = routeOf(orgInvoiceSaveEndpoint, {
  body: invoiceTitleInput,
  response: invoiceTitle,
});
export const orgInvoiceUpdateRoute = routeOf(orgInvoiceUpdateEndpoint, {
  body: invoiceTitleUpdate,
  response: invoiceTitle,
});
export const orgInvoiceRemoveRoute = routeOf(orgInvoiceRemoveEndpoint, {
  querystring: memberIdRequest,
  response: memberRemoved,
});
