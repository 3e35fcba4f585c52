import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Periodic } from '../../lib/periodic';
import { CreditRepo } from '../credit/credit.repo';
import { OrderRepo } from '../order/order.repo';
import { StockRepo } from '../stock/stock.repo';
import { ApprovalGate } from './approval-gate';
import { ApprovalRepo } from './approval.repo';
import { approvalRoutes } from './approval.routes';
import { ApprovalService } from './approval.service';

/** What checkout asks in a submission's transaction (passed to CheckoutService by the order module). */
export function createApprovalGate(): ApprovalGate {
  return new ApprovalGate(new ApprovalRepo(), new OrderRepo());
}

/** The approval service over a database (the job's tests build it as a restarted process would). */
export function createApprovalService(db: Db, clock: Clock): ApprovalService {
  return new ApprovalService(
    db,
    new ApprovalRepo(),
    new OrderRepo(),
    new StockRepo(),
    new CreditRepo(),
    clock,
  );
}

/**
 * Expires pending approvals whose hold ended. The due time is stored on the approval (`expires_at`), so the
 * job survives restarts; each process sweeps every `intervalMs`, taking due approvals with SKIP LOCKED.
 */
export class ApprovalWorker {
  private readonly job: Periodic;

  constructor(
    private readonly service: ApprovalService,
    opts: { intervalMs: number; log?: FastifyBaseLogger },
  ) {
    this.job = new Periodic(() => this.sweep(), { ...opts, name: 'approval expiry sweep' });
  }

  start(): void {
    this.job.start();
  }

  async sweep(): Promise<void> {
    while (!this.job.isStopped && (await this.service.expireDue(100)) === 100);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}

/**
 * Order approval (审批): the organization's rules, the purchasing manager's queue, approve and reject, and
 * the job expiring holds. Checkout holds matching submissions through `createApprovalGate`.
 */
export const approvalModule: FastifyPluginAsync = async (app) => {
  const service = createApprovalService(app.db, app.clock);
  approvalRoutes(app, service);
  const worker = new ApprovalWorker(service, { intervalMs: 60_000, log: app.log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
