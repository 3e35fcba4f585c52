/**
 * Rules of the refund screens without UI: times, the status colours, the steps of a refund drawn from
 * its log, and the return-shipping form's rules.
 */
import dayjs from 'dayjs';
import type { RefundDetail, RefundStatus, RefundType } from '@pm/contract/refund';

/** An ISO instant as shown in lists: 2026-11-23 18:00. */
export function timeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '';
}

/** The colour of a refund's status tag (antd preset colours). */
export const REFUND_STATUS_COLORS: Record<RefundStatus, string> = {
  REFUND_APPLICATION: 'orange',
  TO_RETURN: 'purple',
  RETURNING: 'blue',
  RETIRED: 'cyan',
  REFUNDING: 'gold',
  RETURNED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
};

export type StepState = 'wait' | 'process' | 'finish' | 'error';
export interface RefundStep {
  title: string;
  description: string;
  status: StepState;
}

interface StepDef {
  title: string;
  /** Reached once the refund has been in one of these statuses. */
  reachedBy: readonly RefundStatus[];
  /** Shown under the step that is waiting for it. */
  waiting: string;
}

const APPLIED: StepDef = { title: '提交申请', reachedBy: ['REFUND_APPLICATION'], waiting: '' };
const REFUNDED: StepDef = { title: '退款完成', reachedBy: ['RETURNED'], waiting: '等待退款到账' };

const STEPS: Record<RefundType, StepDef[]> = {
  REFUND_ONLY: [
    APPLIED,
    { title: '供应商同意', reachedBy: ['REFUNDING'], waiting: '等待供应商处理' },
    REFUNDED,
  ],
  RETURN: [
    APPLIED,
    { title: '供应商同意', reachedBy: ['TO_RETURN'], waiting: '等待供应商处理' },
    { title: '寄回商品', reachedBy: ['RETURNING'], waiting: '等待寄回商品' },
    { title: '供应商收货', reachedBy: ['RETIRED', 'REFUNDING'], waiting: '等待供应商确认收货' },
    REFUNDED,
  ],
};

/** The order of the statuses along the way, to tell which steps a status has passed. */
const PROGRESS: Record<RefundStatus, number> = {
  REFUND_APPLICATION: 0,
  TO_RETURN: 1,
  RETURNING: 2,
  RETIRED: 3,
  REFUNDING: 4,
  RETURNED: 5,
  REJECTED: -1,
  CANCELLED: -1,
};

/**
 * The steps of the detail page: 提交申请 → 供应商同意 → (退货退款: 寄回商品 → 供应商收货 →) 退款完成, each
 * with the time of the log entry that reached it; a rejected or withdrawn refund ends in a red step
 * after the last step it reached.
 */
export function refundSteps(
  detail: Pick<RefundDetail, 'type' | 'status' | 'createdAt' | 'log' | 'refundedAt'>,
): RefundStep[] {
  const defs = STEPS[detail.type];
  // the earliest entry reaching one of the statuses (the log's order is not relied upon)
  const firstAt = (statuses: readonly RefundStatus[]): string | null =>
    detail.log
      .filter((e) => statuses.includes(e.status))
      .reduce<string | null>((min, e) => (min === null || e.at < min ? e.at : min), null);
  const reachedIndex = (def: StepDef) => Math.min(...def.reachedBy.map((s) => PROGRESS[s]));
  const ended = detail.status === 'REJECTED' || detail.status === 'CANCELLED';
  // how far the refund got: its status, or for an ended one the furthest status of its log
  const progress = ended
    ? Math.max(0, ...detail.log.map((e) => PROGRESS[e.status]))
    : PROGRESS[detail.status];

  const steps: RefundStep[] = [];
  let waitingShown = false;
  for (const def of defs) {
    const at =
      def === APPLIED ? detail.createdAt : def === REFUNDED ? detail.refundedAt : firstAt(def.reachedBy);
    const reached = def === APPLIED || progress >= reachedIndex(def);
    if (reached) {
      steps.push({ title: def.title, description: timeText(at ?? firstAt(def.reachedBy)), status: 'finish' });
    } else if (ended) {
      break;
    } else {
      steps.push({
        title: def.title,
        description: waitingShown ? '' : def.waiting,
        status: waitingShown ? 'wait' : 'process',
      });
      waitingShown = true;
    }
  }
  if (ended) {
    steps.push({
      title: detail.status === 'REJECTED' ? '供应商驳回' : '已撤销',
      description: timeText(firstAt([detail.status])),
      status: 'error',
    });
  }
  return steps;
}

/** The shipment form's rules and messages: the contract's. */
export { SHIP_RULES, waybillProblem } from '@pm/contract/order';

/** Carriers offered in the 物流公司 field (any other may be typed). */
export const CARRIERS = [
  '顺丰速运',
  '京东物流',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '德邦快递',
  'EMS',
];

/** The approval's and rejection's limits (the contract's). */
export const ANSWER_RULES = { returnAddressMax: 200, noteMax: 200, reasonMax: 200 } as const;
