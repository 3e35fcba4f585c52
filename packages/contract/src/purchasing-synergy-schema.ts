import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { idListOf, idSchema, pageOf, pageQuery } from './page';
import {
  MAX_SYNERGY_LINES,
  SYNERGY_STATUSES,
  SYNERGY_TARGETS,
  synergyCloseEndpoint,
  synergyDetailEndpoint,
  synergyEarlyDeadEndpoint,
  synergyGetContainItemEndpoint,
  synergyItemRemoveEndpoint,
  synergyItemsSaveEndpoint,
  synergyItemUpdateEndpoint,
  synergyJoinEndpoint,
  synergyListContainItemEndpoint,
  synergyPageEndpoint,
  synergySaveEndpoint,
  synergySendEndpoint,
  synergyStatusCountEndpoint,
} from './purchasing-synergy';
import { boundedText, lineEdits, purchaseLineInput } from './purchase-line-schema';

export const MAX_SYNERGY_NAME = 60;
export const MAX_SYNERGY_REMARKS = 500;

const text = boundedText;

const status = z.enum(SYNERGY_STATUSES, { message: `状态应为 ${SYNERGY_STATUSES.join('、')} 之一` });
const target = z.enum(SYNERGY_TARGETS, { message: '发送目标应为 cart（购物车）或 plan（采购计划）' });
const version = z
  .number({ message: '版本号应为整数' })
  .int({ message: '版本号应为整数' })
  .min(1, { message: '版本号应为正整数' })
  .max(2_000_000_000, { message: '版本号不正确' })
  .meta({ description: '读取时的版本号；版本已变则拒绝（40940），请重新读取' });

/**
 * A line to add: catalog goods (`goodsId` with a quantity; name, specification and unit come from the
 * goods) or free text (`name` and `unit` required).
 */
export const synergyLineInput = purchaseLineInput;

const lines = z
  .array(synergyLineInput, { message: '明细应为列表' })
  .max(MAX_SYNERGY_LINES, { message: `一个协同采购单最多 ${MAX_SYNERGY_LINES} 条明细` });

export const synergySaveRequest = z.object({
  name: text('采购单名称', MAX_SYNERGY_NAME).min(1, { message: '请填写采购单名称' }),
  remarks: text('备注', MAX_SYNERGY_REMARKS).default(''),
  lines: lines.default([]),
});

export const synergyIdRequest = z.object({ id: idSchema });
export const synergyVersionRequest = z.object({ id: idSchema, version });

export const synergyPageQuery = pageQuery.extend({
  /** mine (default): lists I own or joined; joinable: open lists of my organization I have not joined. */
  scope: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['mine', 'joinable'], { message: '范围应为 mine 或 joinable' }).default('mine'),
  ),
  /** One status; absent, empty or `all`: every status. */
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), status.optional()),
  keyword: text('关键字', 50).optional(),
});

export const synergyItemsSaveRequest = z.object({
  billId: idSchema,
  lines: lines.min(1, { message: '请至少添加一条明细' }),
});

export const synergyItemUpdateRequest = z.object({ id: idSchema, version, ...lineEdits });

export const synergyItemRemoveRequest = z.object({
  id: idSchema,
  version: z.coerce
    .number({ message: '版本号应为整数' })
    .int({ message: '版本号应为整数' })
    .min(1, { message: '版本号应为正整数' })
    .max(2_000_000_000, { message: '版本号不正确' }),
});

export const synergySendRequest = z
  .object({
    id: idSchema,
    version,
    /** The lines to send; absent: every line. Lines not chosen stay on the list, unsent. */
    lineIds: idListOf({ max: MAX_SYNERGY_LINES }).optional(),
    target: target.default('cart'),
    /** The plan the lines go into (target plan): a draft, executing or paused plan of the organization. */
    planId: idSchema.optional(),
  })
  .refine((v) => v.target !== 'plan' || v.planId !== undefined, {
    message: '请选择要发送到的采购计划',
    path: ['planId'],
  });

export const synergyGoodsQuery = z.object({ goodsId: idSchema });

const fen = z.number().int();

export const synergySummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status,
  statusText: z.string(),
  version: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** The caller owns it. */
  isOwner: z.boolean(),
  /** The caller is a member (the owner is one). */
  isMember: z.boolean(),
  memberCount: z.number().int(),
  lineCount: z.number().int(),
  /** Sum of the lines' amounts (goods at the organization's price, free text at its estimate), fen. */
  amount: fen,
  remarks: z.string(),
  sentTo: target.nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const synergyMember = z.object({
  userId: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  joinedAt: z.string(),
  lineCount: z.number().int(),
});

export const synergyLine = z.object({
  id: z.string(),
  version: z.number().int(),
  /** Who asked for it. */
  memberId: z.string(),
  memberName: z.string(),
  /** The caller added it (and may change it while the list is open). */
  mine: z.boolean(),
  /** Catalog goods, or null for a free-text line (it can go to a plan, not to the cart). */
  goodsId: z.string().nullable(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** Goods: the organization's price now; free text: the estimate. Fen. */
  price: fen,
  amount: fen,
  remark: z.string(),
  /** Where it was sent (null: not sent). */
  sentTo: target.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const synergyDetail = synergySummary.extend({
  members: z.array(synergyMember),
  lines: z.array(synergyLine),
  /** The owner's transitions possible now (keys of SYNERGY_TRANSITIONS); empty for others. */
  actions: z.array(z.string()),
  /** The caller may join (open, same organization, not a member yet). */
  canJoin: z.boolean(),
  /** The caller may add and change their own lines (open, a member). */
  canEdit: z.boolean(),
  /** Where it was sent: the plan's id and name (target plan). */
  sentPlanId: z.string().nullable(),
  sentPlanName: z.string(),
});

export const synergySent = z.object({
  list: synergyDetail,
  target,
  /** Lines sent. */
  sent: z.number().int(),
  /** Target cart: the cart's number of lines afterwards. */
  cartCount: z.number().int().nullable(),
  planId: z.string().nullable(),
});

export const synergyContainList = z.array(
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    status,
    statusText: z.string(),
    ownerName: z.string(),
    isOwner: z.boolean(),
    /** The list has a line of the goods (anyone's). */
    contains: z.boolean(),
    /** The quantity of the goods in the list (all members' lines). */
    quantity: z.number().int(),
  }),
);

export const synergyStatusCount = z.object({
  all: z.number().int(),
  open: z.number().int(),
  ended: z.number().int(),
  sent: z.number().int(),
  closed: z.number().int(),
  /** Open lists of the organization the caller may join. */
  joinable: z.number().int(),
});

export const synergySaveRoute = routeOf(synergySaveEndpoint, {
  body: synergySaveRequest,
  response: synergyDetail,
});
export const synergyPageRoute = routeOf(synergyPageEndpoint, {
  querystring: synergyPageQuery,
  response: pageOf(synergySummary),
});
export const synergyDetailRoute = routeOf(synergyDetailEndpoint, {
  params: synergyIdRequest,
  response: synergyDetail,
});
export const synergyJoinRoute = routeOf(synergyJoinEndpoint, {
  body: synergyIdRequest,
  response: synergyDetail,
});
export const synergyItemsSaveRoute = routeOf(synergyItemsSaveEndpoint, {
  body: synergyItemsSaveRequest,
  response: synergyDetail,
});
export const synergyItemUpdateRoute = routeOf(synergyItemUpdateEndpoint, {
  body: synergyItemUpdateRequest,
  response: synergyDetail,
});
export const synergyItemRemoveRoute = routeOf(synergyItemRemoveEndpoint, {
  querystring: synergyItemRemoveRequest,
  response: synergyDetail,
});
export const synergySendRoute = routeOf(synergySendEndpoint, {
  body: synergySendRequest,
  response: synergySent,
});
export const synergyEarlyDeadRoute = routeOf(synergyEarlyDeadEndpoint, {
  body: synergyVersionRequest,
  response: synergyDetail,
});
export const synergyCloseRoute = routeOf(synergyCloseEndpoint, {
  body: synergyVersionRequest,
  response: synergyDetail,
});
export const synergyListContainItemRoute = routeOf(synergyListContainItemEndpoint, {
  querystring: synergyGoodsQuery,
  response: synergyContainList,
});
export const synergyGetContainItemRoute = routeOf(synergyGetContainItemEndpoint, {
  querystring: synergyGoodsQuery,
  response: synergyContainList,
});
export const synergyStatusCountRoute = routeOf(synergyStatusCountEndpoint, {
  response: synergyStatusCount,
});
