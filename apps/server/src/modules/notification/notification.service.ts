import type { Notice, NoticePage, NoticeReadAll, NoticeSubjectType } from '@pm/contract/notification';
import { NOTICE_MESSAGES, NOTICE_SUBJECT_TYPES, type NoticeKind } from '@pm/contract/notification';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { NoticeFilter, NoticeRow, NotificationRepo } from './notification.repo';

function isSubjectType(v: string | null): v is NoticeSubjectType {
  return v !== null && (NOTICE_SUBJECT_TYPES as readonly string[]).includes(v);
}

export function noticeOf(r: NoticeRow): Notice {
  return {
    id: r.id,
    kind: r.kind as NoticeKind,
    title: r.title,
    body: r.body,
    subject:
      isSubjectType(r.subject_type) && r.subject_id ? { type: r.subject_type, id: r.subject_id } : null,
    read: r.read_at !== null,
    createdAt: r.created_at.toISOString(),
    readAt: r.read_at ? r.read_at.toISOString() : null,
  };
}

/** The caller's own notices: list, unread count, marking read. Publishing is `publishNotice` (repo). */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly repo: NotificationRepo,
    private readonly clock: Clock,
  ) {}

  async page(auth: AuthContext, query: NoticeFilter & { page: number; limit: number }): Promise<NoticePage> {
    const filter: NoticeFilter = { unread: query.unread, category: query.category };
    const [{ rows, total }, unread] = await Promise.all([
      this.repo.page(this.db, auth.organizationId, auth.userId, filter, query.page, query.limit),
      this.repo.unreadCount(this.db, auth.organizationId, auth.userId),
    ]);
    return { records: rows.map(noticeOf), total, page: query.page, limit: query.limit, unread };
  }

  async unread(auth: AuthContext): Promise<{ unread: number }> {
    return { unread: await this.repo.unreadCount(this.db, auth.organizationId, auth.userId) };
  }

  async read(auth: AuthContext, id: string): Promise<Notice> {
    const row = await this.repo.markRead(this.db, auth.organizationId, auth.userId, id, this.clock.now());
    if (!row) throw AppError.notFound(NOTICE_MESSAGES.notFound);
    return noticeOf(row);
  }

  async readAll(auth: AuthContext): Promise<NoticeReadAll> {
    const changed = await this.repo.markAllRead(this.db, auth.organizationId, auth.userId, this.clock.now());
    return { changed, unread: 0 };
  }
}
