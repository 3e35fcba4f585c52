/**
 * A buyer's delivery addresses (收货地址) and invoice titles (发票抬头). Each belongs to one user, who
 * has exactly one default of each once he has any, or to the organization (企业, `scope` ORGANIZATION):
 * those are kept by its purchasing managers (APPROVER) under /member/…/organization/… and offered to
 * every buyer of the organization at checkout; they are never anyone's default. Orders copy what they use.
 *
 * Reads answer any signed-in user (a supplier gets an empty list or null, never 403: the shop header
 * asks for them); writes are for buyers, the organization's for purchasing managers (a 采购员 gets 40301
 * and stays signed in).
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import { BUYER_ROLES, type RoleType } from './roles';
import type * as S from './member-schema';

export type Address = z.infer<typeof S.address>;
export type AddressInput = z.input<typeof S.addressInput>;
export type AddressUpdate = z.input<typeof S.addressUpdate>;
export type InvoiceTitle = z.infer<typeof S.invoiceTitle>;
export type InvoiceTitleInput = z.input<typeof S.invoiceTitleInput>;
export type InvoiceTitleUpdate = z.input<typeof S.invoiceTitleUpdate>;
export type MemberIdRequest = z.input<typeof S.memberIdRequest>;
export type MemberPageQuery = z.input<typeof S.memberPageQuery>;
export type MemberRemoved = z.infer<typeof S.memberRemoved>;

const buyers = { roles: BUYER_ROLES } as const;
/** The organization's addresses and invoice titles are kept by its purchasing managers. */
const managers = { roles: ['APPROVER'] } as const satisfies { roles: readonly RoleType[] };
/**
 * Changes of an existing row: any signed-in user, and only the row's owner finds it; anybody else
 * (another organization's buyer, a supplier) gets 收货地址不存在 / 发票抬头不存在 and nothing changes.
 * Only buyers create rows, so only buyers ever own one.
 */
const owners = 'user' as const;
const TAG_ADDRESS = '收货地址';
const TAG_INVOICE = '发票抬头';

// ---------------------------------------------------------------------------------------------------
// 收货地址

export const addressListEndpoint: Endpoint<void, Address[]> = {
  method: 'GET',
  path: '/member/address/list',
  access: 'user',
  tag: TAG_ADDRESS,
  summary: '我的收货地址（全部，默认地址在前；非采购账号为空列表）',
};

export const addressPageEndpoint: Endpoint<MemberPageQuery, Page<Address>> = {
  method: 'GET',
  path: '/member/address/address/page',
  access: 'user',
  tag: TAG_ADDRESS,
  summary: '我的收货地址分页（默认地址在前）',
};

export const addressSaveEndpoint: Endpoint<AddressInput, Address> = {
  method: 'POST',
  path: '/member/address/save',
  access: buyers,
  tag: TAG_ADDRESS,
  summary: '新增收货地址（第一个地址自动设为默认）',
};

export const addressUpdateEndpoint: Endpoint<AddressUpdate, Address> = {
  method: 'POST',
  path: '/member/address/update',
  idRefs: { id: 'owned' },
  access: owners,
  tag: TAG_ADDRESS,
  summary: '修改收货地址',
};

export const addressRemoveEndpoint: Endpoint<MemberIdRequest, MemberRemoved> = {
  method: 'DELETE',
  path: '/member/address/remove',
  idRefs: { id: 'owned' },
  access: owners,
  codes: [409],
  tag: TAG_ADDRESS,
  summary: '删除收货地址（删除默认地址时最新的地址成为默认）',
};

export const addressSetDefaultEndpoint: Endpoint<MemberIdRequest, Address> = {
  method: 'POST',
  path: '/member/address/default',
  idRefs: { id: 'owned' },
  access: owners,
  form: true,
  tag: TAG_ADDRESS,
  summary: '设为默认收货地址',
};

export const addressDefaultEndpoint: Endpoint<void, Address | null> = {
  method: 'GET',
  path: '/member/address/default',
  access: 'user',
  tag: TAG_ADDRESS,
  summary: '默认收货地址（没有时为 null）',
};

// ---------------------------------------------------------------------------------------------------
// 发票抬头

export const invoicePageEndpoint: Endpoint<MemberPageQuery, Page<InvoiceTitle>> = {
  method: 'GET',
  path: '/member/invoice/page',
  access: 'user',
  tag: TAG_INVOICE,
  summary: '我的发票抬头分页（默认抬头在前；非采购账号为空）',
};

export const invoiceSaveEndpoint: Endpoint<InvoiceTitleInput, InvoiceTitle> = {
  method: 'POST',
  path: '/member/invoice/save',
  access: buyers,
  tag: TAG_INVOICE,
  summary: '新增发票抬头（增值税普通发票或专用发票；第一个抬头自动设为默认）',
};

export const invoiceUpdateEndpoint: Endpoint<InvoiceTitleUpdate, InvoiceTitle> = {
  method: 'POST',
  path: '/member/invoice/update',
  idRefs: { id: 'owned' },
  access: owners,
  tag: TAG_INVOICE,
  summary: '修改发票抬头',
};

export const invoiceRemoveEndpoint: Endpoint<MemberIdRequest, MemberRemoved> = {
  method: 'DELETE',
  path: '/member/invoice/remove',
  idRefs: { id: 'owned' },
  access: owners,
  tag: TAG_INVOICE,
  summary: '删除发票抬头（删除默认抬头时最新的抬头成为默认）',
};

export const invoiceSetDefaultEndpoint: Endpoint<MemberIdRequest, InvoiceTitle> = {
  method: 'POST',
  path: '/member/invoice/default',
  idRefs: { id: 'owned' },
  access: owners,
  form: true,
  tag: TAG_INVOICE,
  summary: '设为默认发票抬头',
};

export const invoiceDefaultEndpoint: Endpoint<void, InvoiceTitle | null> = {
  method: 'GET',
  path: '/member/invoice/defaultInvoice',
  access: 'user',
  tag: TAG_INVOICE,
  summary: '默认发票抬头（没有时为 null）',
};

// ---------------------------------------------------------------------------------------------------
// 企业收货地址 and 企业发票抬头: the organization's, kept by its purchasing managers

export const orgAddressListEndpoint: Endpoint<void, Address[]> = {
  method: 'GET',
  path: '/member/address/organization/list',
  access: 'user',
  tag: TAG_ADDRESS,
  summary: '本企业收货地址（采购经理维护，本企业所有采购账号下单时可选；非采购账号为空列表）',
};

export const orgAddressSaveEndpoint: Endpoint<AddressInput, Address> = {
  method: 'POST',
  path: '/member/address/organization/save',
  access: managers,
  tag: TAG_ADDRESS,
  summary: '新增企业收货地址（仅采购经理）',
};

export const orgAddressUpdateEndpoint: Endpoint<AddressUpdate, Address> = {
  method: 'POST',
  path: '/member/address/organization/update',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG_ADDRESS,
  summary: '修改企业收货地址（仅采购经理）',
};

export const orgAddressRemoveEndpoint: Endpoint<MemberIdRequest, MemberRemoved> = {
  method: 'DELETE',
  path: '/member/address/organization/remove',
  idRefs: { id: 'owned' },
  access: managers,
  codes: [409],
  tag: TAG_ADDRESS,
  summary: '删除企业收货地址（仅采购经理）',
};

export const orgInvoiceListEndpoint: Endpoint<void, InvoiceTitle[]> = {
  method: 'GET',
  path: '/member/invoice/organization/list',
  access: 'user',
  tag: TAG_INVOICE,
  summary: '本企业发票抬头（采购经理维护，本企业所有采购账号下单时可选；非采购账号为空列表）',
};

export const orgInvoiceSaveEndpoint: Endpoint<InvoiceTitleInput, InvoiceTitle> = {
  method: 'POST',
  path: '/member/invoice/organization/save',
  access: managers,
  tag: TAG_INVOICE,
  summary: '新增企业发票抬头（仅采购经理）',
};

export const orgInvoiceUpdateEndpoint: Endpoint<InvoiceTitleUpdate, InvoiceTitle> = {
  method: 'POST',
  path: '/member/invoice/organization/update',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG_INVOICE,
  summary: '修改企业发票抬头（仅采购经理）',
};

export const orgInvoiceRemoveEndpoint: Endpoint<MemberIdRequest, MemberRemoved> = {
  method: 'DELETE',
  path: '/member/invoice/organization/remove',
  idRefs: { id: 'owned' },
  access: managers,
  tag: TAG_INVOICE,
  summary: '删除企业发票抬头（仅采购经理）',
};
