/**
 * The workbench goods form without UI: prices are typed in yuan and travel in fen, times are shown in the
 * browser's zone, and the status colors of the lists.
 */
import dayjs from 'dayjs';
import { fenToYuan, yuanToFen } from '@pm/contract/money';
import type { WbGoodsDetail, WbGoodsFields, WbGoodsStatus } from '@pm/contract/workbench-goods';

/** What the form holds: the contract's fields with prices in yuan. */
export interface GoodsFormValues {
  name: string;
  brandId: string;
  catalogId: string;
  model: string;
  spec: string;
  attrs: { name: string; value: string }[];
  unit: string;
  moq: number;
  orderMultiple: number;
  listPriceYuan: number;
  marketPriceYuan: number;
  images: string[];
  description: string;
}

export const EMPTY_FORM: GoodsFormValues = {
  name: '',
  brandId: '',
  catalogId: '',
  model: '',
  spec: '',
  attrs: [],
  unit: '个',
  moq: 1,
  orderMultiple: 1,
  listPriceYuan: 0,
  marketPriceYuan: 0,
  images: [],
  description: '',
};

export function formOf(detail: WbGoodsDetail): GoodsFormValues {
  const c = detail.current;
  return {
    name: c.name,
    brandId: c.brandId,
    catalogId: c.catalogId,
    model: c.model,
    spec: c.spec,
    attrs: c.attrs,
    unit: c.unit,
    moq: c.moq,
    orderMultiple: c.orderMultiple,
    listPriceYuan: fenToYuan(c.listPrice) ?? 0,
    marketPriceYuan: fenToYuan(c.marketPrice) ?? 0,
    images: c.images,
    description: c.description,
  };
}

export function fieldsOf(v: GoodsFormValues): WbGoodsFields {
  return {
    name: v.name,
    brandId: v.brandId,
    catalogId: v.catalogId,
    model: v.model ?? '',
    spec: v.spec ?? '',
    attrs: (v.attrs ?? []).filter((a) => a && (a.name || a.value)),
    unit: v.unit,
    moq: v.moq,
    orderMultiple: v.orderMultiple,
    // a price the form could not read travels as -1, which the server refuses in Chinese
    listPrice: yuanToFen(v.listPriceYuan) ?? -1,
    marketPrice: yuanToFen(v.marketPriceYuan) ?? -1,
    images: v.images ?? [],
    description: v.description ?? '',
  };
}

/** A time of the server (ISO) as the lists show it. */
export function timeText(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

export const STATUS_COLORS: Record<WbGoodsStatus, string> = {
  DRAFT: 'default',
  PENDING: 'processing',
  REJECTED: 'error',
  ON: 'success',
  OFF: 'warning',
};

/** What the supplier may do with an item in a status. */
export function actionsOf(status: WbGoodsStatus, hasDraft: boolean) {
  return {
    edit: status !== 'PENDING',
    submit: status === 'DRAFT' || status === 'REJECTED' || status === 'OFF' || (status === 'ON' && hasDraft),
    withdraw: status === 'PENDING',
    delist: status === 'ON',
  };
}
