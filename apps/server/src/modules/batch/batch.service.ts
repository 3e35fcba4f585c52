import crypto from 'node:crypto';
import {
  BATCH_INLINE_MAX,
  BATCH_MAX_OPEN_JOBS,
  type BatchMatchResult,
  type BatchSheet,
} from '@pm/contract/batch';
import type { UploadedFile } from '@pm/contract/batch-schema';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { GoodsCardRepo } from '../goods/goods-card.repo';
import { readUpload, toBatchSheet } from './batch-file';
import { answerLine, type BatchMatcher, type LineInput, type StoredLine } from './batch-matcher';
import type { BatchRepo } from './batch.repo';

export const BATCH_MESSAGES = {
  jobNotFound: '批量匹配任务不存在',
  tooManyJobs: `您已有 ${BATCH_MAX_OPEN_JOBS} 个批量匹配任务正在进行，请等待完成后再提交`,
  jobFailed: '批量匹配失败，请重新提交',
} as const;

/** Lines matched per step of an inline match (each step reads codes, models and brands at once). */
const INLINE_CHUNK = 50;

export class BatchService {
  constructor(
    private readonly db: Db,
    private readonly repo: BatchRepo,
    private readonly matcher: BatchMatcher,
    private readonly cards: GoodsCardRepo,
    private readonly clock: Clock,
    /** Tells this process's worker that a job is waiting. */
    private readonly wake: () => void,
  ) {}

  /** An uploaded list: its rows and the columns detected for the buyer's mapping step. */
  async parse(file: UploadedFile): Promise<BatchSheet> {
    return toBatchSheet(file.filename, await readUpload(file));
  }

  /** Up to BATCH_INLINE_MAX lines matched at once; more become a job answered by its uuid. */
  async match(auth: AuthContext, lines: LineInput[], divisionCode?: string): Promise<BatchMatchResult> {
    if (lines.length > BATCH_INLINE_MAX) return this.createJob(auth, lines);
    const stored: StoredLine[] = [];
    for (let at = 0; at < lines.length; at += INLINE_CHUNK) {
      stored.push(...(await this.matcher.matchChunk(lines.slice(at, at + INLINE_CHUNK), at)));
    }
    return this.answer(
      auth,
      { uuid: null, status: 'done', total: lines.length, error: null },
      stored,
      divisionCode,
    );
  }

  /** A job's progress, and its lines once done; somebody else's job does not exist. */
  async result(auth: AuthContext, uuid: string, divisionCode?: string): Promise<BatchMatchResult> {
    const job = await this.repo.findJob(this.db, uuid, auth.userId);
    if (!job) throw AppError.notFound(BATCH_MESSAGES.jobNotFound);
    const stored = job.status === 'done' ? (job.results as StoredLine[]) : [];
    return this.answer(
      auth,
      { uuid: job.uuid, status: job.status, total: job.total, error: job.error, done: job.done },
      stored,
      divisionCode,
    );
  }

  private async createJob(auth: AuthContext, lines: LineInput[]): Promise<BatchMatchResult> {
    const uuid = crypto.randomUUID();
    await this.db.transaction().execute(async (trx) => {
      // Two submissions of one buyer at once must not both pass the cap: one after the other.
      await this.repo.lockUser(trx, auth.userId);
      if ((await this.repo.openJobs(trx, auth.userId)) >= BATCH_MAX_OPEN_JOBS) {
        throw AppError.tooManyRequests(BATCH_MESSAGES.tooManyJobs);
      }
      await this.repo.insertJob(trx, {
        uuid,
        organizationId: auth.organizationId,
        userId: auth.userId,
        input: lines,
        now: this.clock.now(),
      });
    });
    this.wake();
    return { uuid, status: 'pending', total: lines.length, done: 0, lines: [], goods: [], error: null };
  }

  /**
   * Lines with their quantities judged against the goods as they are now (and their stock in the
   * delivery area), and those goods' cards.
   */
  private async answer(
    auth: AuthContext,
    head: Pick<BatchMatchResult, 'uuid' | 'status' | 'total' | 'error'> & { done?: number },
    stored: StoredLine[],
    divisionCode: string | undefined,
  ): Promise<BatchMatchResult> {
    const ids = [...new Set(stored.flatMap((l) => l.candidates.map((c) => c.goodsId)))];
    const goods = await this.cards.cardsByIds(this.db, ids, {
      organizationId: auth.organizationId,
      divisionCode,
    });
    const byId = new Map(goods.map((g) => [g.id, g]));
    return {
      uuid: head.uuid,
      status: head.status,
      total: head.total,
      done: head.done ?? head.total,
      lines: stored.map((l) => answerLine(l, byId)),
      goods,
      error: head.status === 'failed' ? (head.error ?? BATCH_MESSAGES.jobFailed) : null,
    };
  }
}
