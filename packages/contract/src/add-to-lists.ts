/**
 * Adding goods to the lists besides the cart: the price-comparison list (核价单) and the inquiry basket
 * (询价篮).
 * This file holds the adds the goods detail page calls; the lists around them come with the cart work.
 */
import type { z } from 'zod';
import { BUYER_ROLES } from './roles';
import type { Endpoint } from './endpoint';
import type * as S from './add-to-lists-schema';

export type CompareAppendRequest = z.input<typeof S.compareAppendRequest>;
export type InquirySaveRequest = z.input<typeof S.inquirySaveRequest>;
export type ListLine = z.infer<typeof S.listLine>;

/** Adds goods to the caller's comparison list; `ifOverrideNum` sets the quantity instead of adding. */
export const compareAppendEndpoint: Endpoint<CompareAppendRequest, ListLine> = {
  method: 'POST',
  path: '/cart/compare-price/append',
  idRefs: { id: 'goods' },
  access: { roles: BUYER_ROLES },
  form: true,
  tag: '核价单',
  summary: '加入核价单',
};

/** Adds goods to the caller's inquiry basket (the quantity adds up). */
export const inquirySaveEndpoint: Endpoint<InquirySaveRequest, ListLine> = {
  method: 'POST',
  path: '/inquiry-basket/customize/save',
  idRefs: { itemId: 'goods' },
  access: { roles: BUYER_ROLES },
  tag: '询价篮',
  summary: '加入询价篮',
};
