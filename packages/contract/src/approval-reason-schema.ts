import { z } from 'zod';
import { APPROVAL_LIMITS } from './approval';

/**
 * The buyer's 申请说明: why a submission that needs approval (or takes a plan past its budget) should be
 * approved, given at checkout and shown to the purchasing manager; or why it is withdrawn. Optional,
 * trimmed, at most `APPROVAL_LIMITS.reasonMax` characters. Kept apart from approval-schema.ts so checkout's
 * schemas take it without importing approval's (which import the order's).
 */
export const approvalRequestReason = z
  .string({ message: '申请说明应为文字' })
  .trim()
  .max(APPROVAL_LIMITS.reasonMax, { message: `申请说明最多 ${APPROVAL_LIMITS.reasonMax} 字` })
  .default('');
