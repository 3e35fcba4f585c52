import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import {
  NOTICE_CATEGORIES,
  NOTICE_KINDS,
  NOTICE_SUBJECT_TYPES,
  noticePageEndpoint,
  noticeReadAllEndpoint,
  noticeReadEndpoint,
  noticeUnreadEndpoint,
} from './notification';
import { idSchema, pageOf, pageQuery } from './page';

export const noticeKind = z.enum(NOTICE_KINDS);
export const noticeCategory = z.enum(NOTICE_CATEGORIES, { message: '通知类别不正确' });

export const noticePageQuery = pageQuery.extend({
  /** true / 1: unread only; absent, false, 0 or empty: all. */
  unread: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { message: '是否未读应为 true 或 false' })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
  /** One category; absent, empty or `all`: all. */
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), noticeCategory.optional()),
});

export const noticeIdRequest = z.object({ id: idSchema });

export const noticeSubject = z.object({
  type: z.enum(NOTICE_SUBJECT_TYPES),
  id: z.string(),
});

export const notice = z.object({
  id: z.string(),
  kind: noticeKind,
  title: z.string(),
  body: z.string(),
  /** What it is about (the page it links to); null: nothing to open. */
  subject: noticeSubject.nullable(),
  read: z.boolean(),
  /** ISO time, the server's clock. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

export const noticePage = pageOf(notice).extend({ unread: z.number().int() });
export const noticeUnread = z.object({ unread: z.number().int() });
export const noticeReadAll = z.object({ changed: z.number().int(), unread: z.number().int() });

export const noticePageRoute = routeOf(noticePageEndpoint, {
  querystring: noticePageQuery,
  response: noticePage,
});
export const noticeUnreadRoute = routeOf(noticeUnreadEndpoint, { response: noticeUnread });
export const noticeReadRoute = routeOf(noticeReadEndpoint, { params: noticeIdRequest, response: notice });
export const noticeReadAllRoute = routeOf(noticeReadAllEndpoint, { response: noticeReadAll });
