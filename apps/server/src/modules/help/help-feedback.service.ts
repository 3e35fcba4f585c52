import {
  HELP_FEEDBACK_STATUSES,
  HELP_FEEDBACK_TYPES,
  HELP_MESSAGES as M,
  HELP_SCREENSHOT_MAX_BYTES,
  type AdminHelpFeedback,
  type HelpFeedbackStatus,
  type HelpFeedbackType,
  type MyHelpFeedback,
} from '@pm/contract/help';
import type { UploadedScreenshot } from '@pm/contract/help-schema';
import type { Page } from '@pm/contract/page';
import { OPERATOR_ACTIONS } from '@pm/contract/workbench-admin';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { readPicture, type UploadStore } from '../../lib/upload';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import { publishNotice } from '../notification/notification.repo';
import type { HelpFeedbackRepo } from './help-feedback.repo';

type Row = NonNullable<Awaited<ReturnType<HelpFeedbackRepo['one']>>>;

function mineOf(r: Row): MyHelpFeedback {
  const type = r.type as HelpFeedbackType;
  const status = r.status as HelpFeedbackStatus;
  return {
    id: r.id,
    type,
    typeText: HELP_FEEDBACK_TYPES[type] ?? r.type,
    content: r.content,
    contact: r.contact,
    hasScreenshot: r.screenshot_file !== null,
    status,
    statusText: HELP_FEEDBACK_STATUSES[status],
    reply: r.reply,
    repliedAt: r.replied_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

function adminOf(r: Row): AdminHelpFeedback {
  return { ...mineOf(r), username: r.username, organizationName: r.organization_name };
}

/**
 * Feedback on the help centre: a signed-in user sends it with an optional screenshot (lib/upload's picture
 * rules: read by content, decoded and encoded again without metadata), reads their own with the replies;
 * operators answer it (the author gets a notice) or close it, each logged.
 */
export class HelpFeedbackService {
  constructor(
    private readonly db: Db,
    private readonly repo: HelpFeedbackRepo,
    private readonly files: UploadStore,
    private readonly clock: Clock,
  ) {}

  async submit(
    auth: AuthContext,
    input: {
      type: HelpFeedbackType;
      content: string;
      contact: string;
      screenshot?: UploadedScreenshot | undefined;
    },
  ): Promise<MyHelpFeedback> {
    let stored: { file: string; type: string } | null = null;
    if (input.screenshot) {
      if (input.screenshot.data.length > HELP_SCREENSHOT_MAX_BYTES) {
        throw new AppError(413, M.screenshotTooLarge, 413);
      }
      const picture = await readPicture(input.screenshot.data);
      stored = { file: await this.files.save(picture.data), type: picture.type };
    }
    try {
      const id = await this.repo.insert(this.db, {
        organizationId: auth.organizationId,
        userId: auth.userId,
        type: input.type,
        content: input.content,
        contact: input.contact,
        screenshot: stored,
        at: this.clock.now(),
      });
      return mineOf((await this.repo.one(this.db, id))!);
    } catch (err) {
      if (stored) await this.files.remove(stored.file);
      throw err;
    }
  }

  async mine(auth: AuthContext, q: { page: number; limit: number }): Promise<Page<MyHelpFeedback>> {
    const { records, total } = await this.repo.page(this.db, { ...q, userId: auth.userId });
    return { records: records.map(mineOf), total, page: q.page, limit: q.limit };
  }

  /** The screenshot for its author or an operator; 404 for anybody else. */
  async screenshot(auth: AuthContext, id: string): Promise<{ buffer: Buffer; contentType: string }> {
    const row = await this.repo.one(this.db, id);
    const operator = auth.roleTypes.includes('OPERATOR');
    if (!row || (!operator && row.user_id !== auth.userId)) throw AppError.notFound(M.feedbackNotFound);
    const buffer = row.screenshot_file ? await this.files.read(row.screenshot_file) : null;
    if (!buffer || !row.screenshot_type) throw AppError.notFound(M.screenshotGone);
    return { buffer, contentType: row.screenshot_type };
  }

  async page(q: {
    status?: HelpFeedbackStatus | undefined;
    page: number;
    limit: number;
  }): Promise<Page<AdminHelpFeedback>> {
    const { records, total } = await this.repo.page(this.db, q);
    return { records: records.map(adminOf), total, page: q.page, limit: q.limit };
  }

  /** Answers a feedback: it becomes 已回复 and its author gets a notice, in one transaction with the log. */
  reply(auth: AuthContext, input: { id: string; reply: string }): Promise<AdminHelpFeedback> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.repo.lock(trx, input.id);
      if (!before) throw AppError.notFound(M.feedbackNotFound);
      if (before.status === 'closed') throw new AppError(409, M.feedbackClosed, 409);
      const now = this.clock.now();
      await this.repo.reply(trx, before.id, input.reply, auth.userId, now);
      await publishNotice(trx, {
        organizationId: before.organization_id,
        userId: before.user_id,
        kind: 'HELP_FEEDBACK_REPLIED',
        title: '你的帮助中心反馈已有回复',
        body: input.reply,
        at: now,
      });
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'help-feedback.reply',
        summary: OPERATOR_ACTIONS['help-feedback.reply'],
        objectType: 'helpFeedback',
        objectKey: before.id,
        objectName: `反馈 ${before.id}`,
        before: { status: before.status, reply: before.reply },
        after: { status: 'replied', reply: input.reply },
        at: now,
      });
      return adminOf((await this.repo.one(trx, before.id))!);
    });
  }

  close(auth: AuthContext, id: string): Promise<AdminHelpFeedback> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.repo.lock(trx, id);
      if (!before) throw AppError.notFound(M.feedbackNotFound);
      const now = this.clock.now();
      if (before.status !== 'closed') {
        await this.repo.close(trx, before.id);
        await logAction(trx, {
          operatorId: auth.userId,
          action: 'help-feedback.close',
          summary: OPERATOR_ACTIONS['help-feedback.close'],
          objectType: 'helpFeedback',
          objectKey: before.id,
          objectName: `反馈 ${before.id}`,
          before: { status: before.status },
          after: { status: 'closed' },
          at: now,
        });
      }
      return adminOf((await this.repo.one(trx, before.id))!);
    });
  }
}
