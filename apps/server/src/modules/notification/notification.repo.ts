import { sql } from 'kysely';
import {
  NOTICE_BODY_MAX,
  NOTICE_KIND_CATEGORY,
  NOTICE_TITLE_MAX,
  type NoticeCategory,
  type NoticeKind,
  type NoticeSubjectType,
} from '@pm/contract/notification';
import type { Executor } from '../../db/database';

/** A notice as a publisher writes it. */
export interface NoticeInput {
  /** The organization it is for. */
  organizationId: string;
  /** One user of that organization; absent: every user of the organization (active at publishing). */
  userId?: string | null;
  kind: NoticeKind;
  /** Chinese, one line (cut at NOTICE_TITLE_MAX). */
  title: string;
  /** Chinese, a few lines at most (cut at NOTICE_BODY_MAX); plain text, never markup. */
  body?: string;
  /** What it is about: each front end links to its own page of it. */
  subject?: { type: NoticeSubjectType; id: string } | null;
  /**
   * A key for a notice that may be published again (a job that runs twice, a retried request): a user
   * gets one notice per key, later publications with the same key write nothing.
   */
  dedupeKey?: string | null;
  /** The server's clock (app.clock.now()). */
  at: Date;
}

/**
 * Publishes a notice: call it with the transaction of the change it announces, so that the notice
 * exists exactly when the change does. Answers how many users it reached.
 */
export async function publishNotice(db: Executor, notice: NoticeInput): Promise<number> {
  const title = notice.title.slice(0, NOTICE_TITLE_MAX);
  const body = (notice.body ?? '').slice(0, NOTICE_BODY_MAX);
  const subjectType = notice.subject?.type ?? null;
  const subjectId = notice.subject?.id ?? null;
  const dedupe = notice.dedupeKey ?? null;
  const res = await sql`
    INSERT INTO notifications
      (organization_id, user_id, kind, title, body, subject_type, subject_id, dedupe_key, created_at)
    SELECT u.organization_id, u.id, ${notice.kind}, ${title}, ${body}, ${subjectType}, ${subjectId}::bigint,
           ${dedupe}, ${notice.at}
    FROM users u
    WHERE u.organization_id = ${notice.organizationId}::bigint AND u.status = 'active'
      AND (${notice.userId ?? null}::bigint IS NULL OR u.id = ${notice.userId ?? null}::bigint)
    ORDER BY u.id
    ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING`.execute(db);
  return Number(res.numAffectedRows ?? 0n);
}

export interface NoticeFilter {
  unread?: boolean | undefined;
  category?: NoticeCategory | undefined;
}

function kindsOf(category: NoticeCategory): NoticeKind[] {
  return (Object.keys(NOTICE_KIND_CATEGORY) as NoticeKind[]).filter(
    (k) => NOTICE_KIND_CATEGORY[k] === category,
  );
}

const COLUMNS = [
  'id',
  'kind',
  'title',
  'body',
  'subject_type',
  'subject_id',
  'created_at',
  'read_at',
] as const;

/** SQL of the notification centre; every query is for one user of one organization. */
export class NotificationRepo {
  private mine(db: Executor, organizationId: string, userId: string, filter: NoticeFilter = {}) {
    let q = db
      .selectFrom('notifications')
      .where('user_id', '=', userId)
      .where('organization_id', '=', organizationId);
    if (filter.unread) q = q.where('read_at', 'is', null);
    if (filter.category) q = q.where('kind', 'in', kindsOf(filter.category));
    return q;
  }

  async page(
    db: Executor,
    organizationId: string,
    userId: string,
    filter: NoticeFilter,
    page: number,
    limit: number,
  ) {
    const q = this.mine(db, organizationId, userId, filter);
    const [rows, total] = await Promise.all([
      q
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  async unreadCount(db: Executor, organizationId: string, userId: string): Promise<number> {
    const row = await this.mine(db, organizationId, userId, { unread: true })
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks one notice read (kept as first read); null when the caller has no such notice. */
  async markRead(db: Executor, organizationId: string, userId: string, id: string, at: Date) {
    const row = await db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('organization_id', '=', organizationId)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ?? null;
  }

  async markAllRead(db: Executor, organizationId: string, userId: string, at: Date): Promise<number> {
    const res = await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('organization_id', '=', organizationId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}

export type NoticeRow = Awaited<ReturnType<NotificationRepo['page']>>['rows'][number];
