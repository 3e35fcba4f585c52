import type { Executor } from '../../db/database';
import type { AuthContext } from '../auth/auth.service';
import type { OverrunPolicy, PlanOverrun } from '../purchasing-plan/plan-ledger';

/** A submission as approval sees it, once its orders are written (in its transaction). */
export interface SubmittedForApproval {
  submissionId: string;
  orders: readonly { id: string; orderNo: string }[];
  /** The submission's total (goods and freight), fen. */
  total: number;
  /** Where the priced lines come from (`LineOrigin` kinds: cart, award, plan, api); a source's lines have none. */
  originKinds: readonly string[];
  /** Plans the submission takes past their budget (deferred: nothing of them is committed yet). */
  overruns: PlanOverrun[];
  /** The buyer's reason (`CheckoutOrder.approvalReason`), or ''. */
  reason: string;
  now: Date;
}

/**
 * The approval seam (modules/approval), asked by checkout's one entry in the submission's transaction: how
 * an overrun of a plan's budget is met, and, once the orders exist, whether the submission waits for a
 * purchasing manager (its orders become 待审批: stock and credit stay held, the suppliers do not see them).
 */
export interface SubmissionApproval {
  overrunPolicy(trx: Executor, auth: AuthContext, approvalReason: string | undefined): Promise<OverrunPolicy>;
  hold(trx: Executor, auth: AuthContext, submission: SubmittedForApproval): Promise<void>;
}
