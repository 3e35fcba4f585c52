/**
 * Collaborative purchase lists (协同采购单) of a buyer organization. One buyer owns a list and opens it to
 * colleagues of the same organization: they join (POST …/synergy/join), and each member adds, edits and
 * removes their own lines (catalog goods with a quantity, or free text). The owner sees the lines per
 * member and sends the chosen ones (…/send) into the owner's cart or into a purchasing plan; the list
 * locks and every line keeps who asked for it. The owner may also end the collaboration early
 * (…/early-dead: members can no longer change lines; the owner can still send or close) or close it.
 *
 * Optimistic concurrency: the list and each line carry a version. An edit or removal of a line names the
 * line's version, a transition names the list's; the list's version moves on every change of it or of its
 * lines. A stale version is refused (SYNERGY_ERROR_CODES.staleVersion, HTTP 409) and changes nothing, so
 * nobody overwrites what a colleague changed meanwhile and the owner sends exactly what they saw. Adding
 * lines names no version: concurrent adds all land.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import { BUYER_ROLES } from './roles';
import type * as S from './purchasing-synergy-schema';

export const SYNERGY_STATUSES = ['open', 'ended', 'sent', 'closed'] as const;
export type SynergyStatus = (typeof SYNERGY_STATUSES)[number];

export const SYNERGY_STATUS_LABELS: Record<SynergyStatus, string> = {
  open: '协同中',
  ended: '已提前结束',
  sent: '已发送',
  closed: '已关闭',
};

/**
 * The owner's transitions: the action, the statuses it leaves and the one it enters. One table: the
 * server refuses any other move (409, nothing changes) and the pages offer only these.
 */
export const SYNERGY_TRANSITIONS = {
  earlyDead: { from: ['open'], to: 'ended', label: '提前结束' },
  send: { from: ['open', 'ended'], to: 'sent', label: '发送' },
  close: { from: ['open', 'ended'], to: 'closed', label: '关闭' },
} as const satisfies Record<string, { from: readonly SynergyStatus[]; to: SynergyStatus; label: string }>;
export type SynergyAction = keyof typeof SYNERGY_TRANSITIONS;

/** Statuses in which colleagues may join and members change their lines. */
export const SYNERGY_EDITABLE_STATUSES: readonly SynergyStatus[] = ['open'];

/** Where sent lines go: the owner's cart (catalog goods only) or one of the organization's plans. */
export const SYNERGY_TARGETS = ['cart', 'plan'] as const;
export type SynergyTarget = (typeof SYNERGY_TARGETS)[number];
export const SYNERGY_TARGET_LABELS: Record<SynergyTarget, string> = { cart: '购物车', plan: '采购计划' };

/** Most lines one list holds. */
export const MAX_SYNERGY_LINES = 500;

/** Business codes of collaborative lists (envelope.ts BUSINESS_CODES). */
export const SYNERGY_ERROR_CODES = {
  /** The list or line changed since the caller read it (its version moved): read again, then retry. */
  staleVersion: 40940,
} as const;

export const SYNERGY_MESSAGES = {
  notFound: '协同采购单不存在',
  lineNotFound: '协同采购单明细不存在',
  notMember: '请先加入该协同采购单',
  notOwner: '只有发起人可以进行此操作',
  notYourLine: '只能修改或删除自己添加的明细',
  staleLine: '该明细已被修改，请刷新后再操作',
  staleList: '协同采购单已有新的变化，请刷新确认后再操作',
  empty: '协同采购单还没有明细，不能发送',
  noLinesChosen: '请选择要发送的明细',
  freeTextToCart: '自由填写的明细不是商城商品，不能加入购物车（可发送到采购计划）',
  planRequired: '请选择要发送到的采购计划',
  tooManyLines: `一个协同采购单最多 ${MAX_SYNERGY_LINES} 条明细`,
  goodsGone: '商品不存在或已下架',
} as const;

export type SynergySaveRequest = z.input<typeof S.synergySaveRequest>;
export type SynergyIdRequest = z.input<typeof S.synergyIdRequest>;
export type SynergyVersionRequest = z.input<typeof S.synergyVersionRequest>;
export type SynergyPageQuery = z.input<typeof S.synergyPageQuery>;
export type SynergyLineInput = z.input<typeof S.synergyLineInput>;
export type SynergyItemsSaveRequest = z.input<typeof S.synergyItemsSaveRequest>;
export type SynergyItemUpdateRequest = z.input<typeof S.synergyItemUpdateRequest>;
export type SynergyItemRemoveRequest = z.input<typeof S.synergyItemRemoveRequest>;
export type SynergySendRequest = z.input<typeof S.synergySendRequest>;
export type SynergyGoodsQuery = z.input<typeof S.synergyGoodsQuery>;
export type SynergySummary = z.infer<typeof S.synergySummary>;
export type SynergyMember = z.infer<typeof S.synergyMember>;
export type SynergyLine = z.infer<typeof S.synergyLine>;
export type SynergyDetail = z.infer<typeof S.synergyDetail>;
export type SynergySent = z.infer<typeof S.synergySent>;
export type SynergyContainList = z.infer<typeof S.synergyContainList>;
export type SynergyStatusCount = z.infer<typeof S.synergyStatusCount>;

const buyers = { roles: BUYER_ROLES } as const;
const TAG = '协同采购单';
const stale = [409, SYNERGY_ERROR_CODES.staleVersion];

export const synergySaveEndpoint: Endpoint<SynergySaveRequest, SynergyDetail> = {
  method: 'POST',
  path: '/purchasing-bills/synergy/save',
  idRefs: { 'lines[].goodsId': 'goods' },
  access: buyers,
  tag: TAG,
  summary: '发起协同采购单（发起人为当前采购员；可带自己的明细）',
};

export const synergyPageEndpoint: Endpoint<SynergyPageQuery, Page<SynergySummary>> = {
  method: 'GET',
  path: '/purchasing-bills/synergy/page',
  access: buyers,
  tag: TAG,
  summary: '协同采购单分页（mine：我发起或已加入的；joinable：本单位可加入的协同中采购单）',
};

export const synergyDetailEndpoint: Endpoint<SynergyIdRequest, SynergyDetail> = {
  method: 'GET',
  path: '/purchasing-bills/synergy/detail/:id',
  idRefs: { id: 'owned' },
  access: buyers,
  tag: TAG,
  summary: '协同采购单详情（成员、按成员的明细、可进行的操作）',
};

export const synergyJoinEndpoint: Endpoint<SynergyIdRequest, SynergyDetail> = {
  method: 'POST',
  path: '/purchasing-bills/synergy/join',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '加入协同采购单（本单位同事；协同中的采购单；已加入则不变）',
};

export const synergyItemsSaveEndpoint: Endpoint<SynergyItemsSaveRequest, SynergyDetail> = {
  method: 'POST',
  path: '/purchasing-bills/synergy/item/batch-save',
  idRefs: { billId: 'owned', 'lines[].goodsId': 'goods' },
  access: buyers,
  codes: [409],
  tag: TAG,
  summary: '添加自己的明细（商品或自由填写；同一商品再次添加则累加数量）',
};

export const synergyItemUpdateEndpoint: Endpoint<SynergyItemUpdateRequest, SynergyDetail> = {
  method: 'POST',
  path: '/purchasing-bills/synergy/item/update',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: stale,
  tag: TAG,
  summary: '修改自己的明细（需带明细版本号；版本已变则拒绝）',
};

export const synergyItemRemoveEndpoint: Endpoint<SynergyItemRemoveRequest, SynergyDetail> = {
  method: 'DELETE',
  path: '/purchasing-bills/synergy/item/remove',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: stale,
  tag: TAG,
  summary: '删除自己的明细（需带明细版本号；版本已变则拒绝）',
};

export const synergySendEndpoint: Endpoint<SynergySendRequest, SynergySent> = {
  method: 'POST',
  path: '/purchasing-bills/synergy/send',
  idRefs: { id: 'owned', lineIds: 'owned', planId: 'owned' },
  access: buyers,
  codes: stale,
  tag: TAG,
  summary:
    '发送协同采购单（发起人；所选明细加入发起人的购物车或采购计划，采购单锁定，每条明细保留提出人；需带采购单版本号）',
};

export const synergyEarlyDeadEndpoint: Endpoint<SynergyVersionRequest, SynergyDetail> = {
  method: 'POST',
  path: '/purchasing-bills/synergy/early-dead',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: stale,
  tag: TAG,
  summary: '提前结束协同（发起人；成员不能再改明细，发起人仍可发送或关闭；需带采购单版本号）',
};

export const synergyCloseEndpoint: Endpoint<SynergyVersionRequest, SynergyDetail> = {
  method: 'POST',
  path: '/purchasing-bills/synergy/close',
  idRefs: { id: 'owned' },
  access: buyers,
  codes: stale,
  tag: TAG,
  summary: '关闭协同采购单（发起人；不发送任何明细；需带采购单版本号）',
};

export const synergyListContainItemEndpoint: Endpoint<SynergyGoodsQuery, SynergyContainList> = {
  method: 'GET',
  path: '/purchasing-bills/synergy/list-contain-item',
  idRefs: { goodsId: 'goods' },
  access: buyers,
  tag: TAG,
  summary: '我可添加明细的协同采购单（协同中），并标明哪些已含该商品（用于商品详情“加入协同采购单”）',
};

export const synergyGetContainItemEndpoint: Endpoint<SynergyGoodsQuery, SynergyContainList> = {
  method: 'GET',
  path: '/purchasing-bills/synergy/get-contain-item',
  idRefs: { goodsId: 'goods' },
  access: buyers,
  tag: TAG,
  summary: '我的协同采购单中含该商品的（任何状态）',
};

export const synergyStatusCountEndpoint: Endpoint<void, SynergyStatusCount> = {
  method: 'GET',
  path: '/purchasing-bills/synergy/status-count',
  access: buyers,
  tag: TAG,
  summary: '我的协同采购单各状态数量（及本单位可加入的数量）',
};
