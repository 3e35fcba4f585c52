/**
 * The notification centre (站内信): notices other modules publish, in the transaction of the change they
 * announce (an order shipped, a refund applied for (to the supplier), approved, rejected or paid, a quote
 * received, the stages of a bidding event), to an organization or to one of its users. Each user reads and marks their own: a
 * notice addressed to an organization is one row per user of it, so each reads it on their own. Another
 * user's notice id answers 404 通知不存在.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type * as S from './notification-schema';

/** What a notice announces. */
export const NOTICE_KINDS = [
  'ORDER_SHIPPED',
  'ORDER_APPROVAL_REQUESTED',
  'ORDER_APPROVED',
  'ORDER_REJECTED',
  'ORDER_APPROVAL_EXPIRED',
  'REFUND_APPLIED',
  'REFUND_APPROVED',
  'REFUND_REJECTED',
  'REFUND_PAID',
  'QUOTE_RECEIVED',
  'BID_OPENED',
  'BID_ENDING',
  'BID_EXTENDED',
  'BID_AWARDED',
  'BID_NOT_AWARDED',
  'BID_FAILED',
  'BID_CANCELLED',
  'BID_CHALLENGE_ANSWERED',
  'HELP_FEEDBACK_REPLIED',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The list's filter tabs: kinds grouped by the business they come from. */
export const NOTICE_CATEGORIES = ['ORDER', 'REFUND', 'QUOTE', 'BID', 'HELP'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, string> = {
  ORDER: '订单',
  REFUND: '售后',
  QUOTE: '询价',
  BID: '竞价',
  HELP: '帮助反馈',
};

export const NOTICE_KIND_CATEGORY: Record<NoticeKind, NoticeCategory> = {
  ORDER_SHIPPED: 'ORDER',
  ORDER_APPROVAL_REQUESTED: 'ORDER',
  ORDER_APPROVED: 'ORDER',
  ORDER_REJECTED: 'ORDER',
  ORDER_APPROVAL_EXPIRED: 'ORDER',
  REFUND_APPLIED: 'REFUND',
  REFUND_APPROVED: 'REFUND',
  REFUND_REJECTED: 'REFUND',
  REFUND_PAID: 'REFUND',
  QUOTE_RECEIVED: 'QUOTE',
  BID_OPENED: 'BID',
  BID_ENDING: 'BID',
  BID_EXTENDED: 'BID',
  BID_AWARDED: 'BID',
  BID_NOT_AWARDED: 'BID',
  BID_FAILED: 'BID',
  BID_CANCELLED: 'BID',
  BID_CHALLENGE_ANSWERED: 'BID',
  HELP_FEEDBACK_REPLIED: 'HELP',
};

/** Chinese words of the kinds (the list's tag). */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  ORDER_SHIPPED: '订单发货',
  ORDER_APPROVAL_REQUESTED: '订单待审批',
  ORDER_APPROVED: '审批通过',
  ORDER_REJECTED: '审批驳回',
  ORDER_APPROVAL_EXPIRED: '审批过期',
  REFUND_APPLIED: '新售后申请',
  REFUND_APPROVED: '售后已同意',
  REFUND_REJECTED: '售后已驳回',
  REFUND_PAID: '退款到账',
  QUOTE_RECEIVED: '收到报价',
  BID_OPENED: '竞价开始',
  BID_ENDING: '竞价即将截止',
  BID_EXTENDED: '竞价延时',
  BID_AWARDED: '竞价中标',
  BID_NOT_AWARDED: '竞价未中标',
  BID_FAILED: '竞价流标',
  BID_CANCELLED: '竞价撤销',
  BID_CHALLENGE_ANSWERED: '质疑已答复',
  HELP_FEEDBACK_REPLIED: '反馈已回复',
};

/**
 * What a notice is about, so that each front end links to its own page of it: an order, a refund, an
 * inquiry, a bidding event.
 */
export const NOTICE_SUBJECT_TYPES = ['order', 'refund', 'inquiry', 'bid'] as const;
export type NoticeSubjectType = (typeof NOTICE_SUBJECT_TYPES)[number];

/** Longest title and body a publisher may write (longer ones are cut). */
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_BODY_MAX = 1000;

export const NOTICE_MESSAGES = {
  notFound: '通知不存在',
} as const;

export type NoticePageQuery = z.input<typeof S.noticePageQuery>;
export type NoticeIdRequest = z.input<typeof S.noticeIdRequest>;
export type NoticeSubject = z.infer<typeof S.noticeSubject>;
export type Notice = z.infer<typeof S.notice>;
export type NoticePage = z.infer<typeof S.noticePage>;
export type NoticeUnread = z.infer<typeof S.noticeUnread>;
export type NoticeReadAll = z.infer<typeof S.noticeReadAll>;

const TAG = '站内信';

/** The caller's notices, newest first; `unread` and `category` filter. Any signed-in user. */
export const noticePageEndpoint: Endpoint<NoticePageQuery, NoticePage> = {
  method: 'GET',
  path: '/notification/page',
  access: 'user',
  tag: TAG,
  summary:
    '我的站内信（最新在前；unread=true 只看未读，category 按业务筛选：ORDER、REFUND、QUOTE、BID、HELP）',
};

/** How many of the caller's notices are unread (the bell's number). */
export const noticeUnreadEndpoint: Endpoint<void, NoticeUnread> = {
  method: 'GET',
  path: '/notification/unread-count',
  access: 'user',
  tag: TAG,
  summary: '未读站内信数量',
};

/** Marks one of the caller's notices read (again: no change) and answers it. */
export const noticeReadEndpoint: Endpoint<NoticeIdRequest, Notice> = {
  method: 'POST',
  path: '/notification/read/:id',
  idRefs: { id: 'owned' },
  access: 'user',
  tag: TAG,
  summary: '标记一条站内信为已读（他人的通知答 404）',
};

/** Marks every unread notice of the caller read; answers how many changed. */
export const noticeReadAllEndpoint: Endpoint<void, NoticeReadAll> = {
  method: 'POST',
  path: '/notification/read-all',
  access: 'user',
  tag: TAG,
  summary: '全部标记为已读',
};
