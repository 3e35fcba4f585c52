/**
 * The 发起竞价 form's state and its conversion to the save request (prices typed in yuan travel in fen),
 * the checks of each step before moving on, and a draft read back from the event's detail.
 */
import {
  BID_LIMITS,
  type BidDecrementKind,
  type BidEventDetail,
  type BidEventSaveRequest,
  type BidFormat,
  type BidInvoiceKind,
  type BidScope,
  type BidVisibility,
} from '@pm/contract/bidding';
import type { BidAttachment } from '@pm/contract/bidding-attachment';
import { fenToYuan, yuanToFen } from './bid-money';

export interface CreateItem {
  /** A key for the form's rows. */
  key: string;
  goodsId: string | null;
  name: string;
  spec: string;
  unit: string;
  quantity: number | null;
  /** Yuan per unit; null: no ceiling. */
  ceilingYuan: number | null;
  /** Where it came from: 商品库, 购物车, 询价篮, 自定义. */
  source: string;
}

export interface CreateDraft {
  id: string | null;
  title: string;
  format: BidFormat;
  visibility: BidVisibility;
  decrementKind: BidDecrementKind;
  /** Yuan (amount) or percent (percent, e.g. 0.5 for 0.5%). */
  decrementValue: number | null;
  enforceCeiling: boolean;
  items: CreateItem[];
  addressId: string | null;
  deliveryDate: string | null;
  invoiceKind: BidInvoiceKind;
  paymentTerms: string;
  remark: string;
  scope: BidScope;
  suppliers: { id: string; name: string }[];
  minBidders: number | null;
  startAt: string | null;
  endAt: string | null;
  snipeWindowMinutes: number | null;
  snipeTopRanks: number | null;
  snipeExtendMinutes: number | null;
  maxExtensions: number | null;
  publicityDays: number | null;
  /** Uploaded files the draft keeps (PDF, pictures). */
  attachments: BidAttachment[];
}

export const PAYMENT_TERMS = '企业月结';

export function emptyDraft(): CreateDraft {
  return {
    id: null,
    title: '',
    format: 'sealed',
    visibility: 'rank',
    decrementKind: 'amount',
    decrementValue: 1,
    enforceCeiling: true,
    items: [],
    addressId: null,
    deliveryDate: null,
    invoiceKind: 'normal',
    paymentTerms: PAYMENT_TERMS,
    remark: '',
    scope: 'invited',
    suppliers: [],
    minBidders: BID_LIMITS.minBiddersDefault,
    startAt: null,
    endAt: null,
    snipeWindowMinutes: 5,
    snipeTopRanks: 3,
    snipeExtendMinutes: 5,
    maxExtensions: 3,
    publicityDays: 3,
    attachments: [],
  };
}

let seq = 0;
export function itemKey(): string {
  seq += 1;
  return `i${seq}`;
}

/** Adds items, skipping goods already in the list (their quantity is kept). */
export function addItems(items: CreateItem[], more: Omit<CreateItem, 'key'>[]): CreateItem[] {
  const out = [...items];
  for (const m of more) {
    if (m.goodsId && out.some((i) => i.goodsId === m.goodsId)) continue;
    out.push({ ...m, key: itemKey() });
  }
  return out;
}

export const STEP_TITLES = ['基本信息', '竞价商品', '交付与付款', '参与规则', '确认发布'] as const;

/** The first problem of a step (Chinese), or null. */
export function stepProblem(d: CreateDraft, step: number, now: number): string | null {
  switch (step) {
    case 0:
      if (!d.title.trim()) return '请填写竞价标题';
      if (d.format === 'live' && (d.decrementValue === null || d.decrementValue <= 0))
        return '请填写降价幅度';
      if (d.format === 'live' && d.decrementKind === 'percent' && (d.decrementValue ?? 0) > 50)
        return '降价幅度最多为 50%';
      return null;
    case 1: {
      if (d.items.length === 0) return '请至少添加一项竞价商品';
      const bad = d.items.find((i) => !i.name.trim() || !i.quantity || i.quantity < 1);
      if (bad) return bad.name.trim() ? `请填写「${bad.name}」的数量` : '请填写商品名称';
      return null;
    }
    case 2:
      if (!d.addressId) return '请选择收货地址';
      return null;
    case 3: {
      if (d.scope === 'invited' && d.suppliers.length === 0) return '请选择邀请的供应商';
      if (d.scope === 'invited' && d.suppliers.length < (d.minBidders ?? 1))
        return `邀请的供应商少于最少有效报价数（${d.minBidders} 家）`;
      if (!d.startAt || !d.endAt) return '请选择开始和截止时间';
      if (Date.parse(d.startAt) <= now) return '开始时间须晚于当前时间';
      if (Date.parse(d.endAt) <= Date.parse(d.startAt)) return '截止时间须晚于开始时间';
      return null;
    }
    default:
      return null;
  }
}

function int(v: number | null, fallback: number): number {
  return v === null || !Number.isFinite(v) ? fallback : Math.round(v);
}

/** The save request of the draft. */
export function toSaveRequest(d: CreateDraft): BidEventSaveRequest {
  const decrement =
    d.decrementKind === 'amount'
      ? (yuanToFen(d.decrementValue) ?? 100)
      : Math.round((d.decrementValue ?? 0.01) * 100);
  return {
    ...(d.id ? { id: d.id } : {}),
    title: d.title.trim(),
    format: d.format,
    visibility: d.visibility,
    decrementKind: d.decrementKind,
    decrementValue: Math.max(1, decrement),
    enforceCeiling: d.enforceCeiling,
    scope: d.scope,
    supplierIds: d.scope === 'invited' ? d.suppliers.map((s) => s.id) : [],
    minBidders: int(d.minBidders, BID_LIMITS.minBiddersDefault),
    ...(d.startAt ? { startAt: d.startAt } : {}),
    ...(d.endAt ? { endAt: d.endAt } : {}),
    snipeWindowMinutes: int(d.snipeWindowMinutes, 0),
    snipeTopRanks: int(d.snipeTopRanks, 1),
    snipeExtendMinutes: int(d.snipeExtendMinutes, 1),
    maxExtensions: int(d.maxExtensions, 0),
    publicityDays: int(d.publicityDays, 0),
    ...(d.addressId ? { addressId: d.addressId } : {}),
    ...(d.deliveryDate ? { deliveryDate: d.deliveryDate } : {}),
    invoiceKind: d.invoiceKind,
    paymentTerms: d.paymentTerms,
    remark: d.remark.trim(),
    attachmentIds: d.attachments.map((a) => a.id),
    items: d.items.map((i) => {
      const ceiling = yuanToFen(i.ceilingYuan);
      return {
        ...(i.goodsId ? { goodsId: i.goodsId } : {}),
        name: i.name.trim(),
        spec: i.spec.trim(),
        unit: i.unit.trim(),
        quantity: int(i.quantity, 1),
        ceilingPrice: ceiling && ceiling > 0 ? ceiling : null,
      };
    }),
  };
}

/** A draft read back from the event's detail (the buyer's view), its delivery address included. */
export function draftFromDetail(e: BidEventDetail): CreateDraft {
  const r = e.rules;
  return {
    ...emptyDraft(),
    id: e.id,
    title: e.title,
    format: e.format,
    visibility: r.visibility,
    decrementKind: r.decrementKind,
    decrementValue: r.decrementKind === 'amount' ? fenToYuan(r.decrementValue) : r.decrementValue / 100,
    enforceCeiling: r.enforceCeiling,
    items: e.items.map((i) => ({
      key: itemKey(),
      goodsId: i.goodsId,
      name: i.name,
      spec: i.spec,
      unit: i.unit,
      quantity: i.quantity,
      ceilingYuan: fenToYuan(i.ceilingPrice),
      source: i.goodsId ? '商品库' : '自定义',
    })),
    addressId: e.addressId,
    deliveryDate: e.deliveryDate,
    invoiceKind: e.invoiceKind,
    paymentTerms: e.paymentTerms || PAYMENT_TERMS,
    remark: e.remark,
    scope: e.scope,
    suppliers: e.invited.map((s) => ({ id: s.supplierId, name: s.supplierName })),
    minBidders: r.minBidders,
    startAt: e.startAt,
    endAt: e.endAt,
    snipeWindowMinutes: r.snipeWindowMinutes,
    snipeTopRanks: r.snipeTopRanks,
    snipeExtendMinutes: r.snipeExtendMinutes,
    maxExtensions: r.maxExtensions,
    publicityDays: r.publicityDays,
    attachments: e.attachments,
  };
}
