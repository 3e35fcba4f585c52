/**
 * The supplier scorecard's figures as shown: each with its sample size, and none below the minimum sample
 * (「样本不足（n<5）」 instead): a supplier with three orders is neither "very poor" nor 100%.
 */
import type { ScoreFigure, ScoreValue } from '@pm/contract/dashboard';
import { formatPercent } from '@pm/contract/format';

export interface ScoreCell {
  /** The figure (87.50%, 6.5 小时, 96.20%) or 样本不足（n<5）. */
  text: string;
  /** 样本 n=12. */
  sample: string;
  /** Too few observations to show a figure. */
  insufficient: boolean;
  /** Why there is no figure (the server's words), when it said. */
  reason: string | null;
}

export function insufficientText(minSample: number): string {
  return `样本不足（n<${minSample}）`;
}

function figureText(figure: ScoreFigure, value: number): string {
  if (figure === 'responseHours') return `${value.toFixed(1)} 小时`;
  return formatPercent(value);
}

/**
 * One figure of a scorecard. The rule holds on both sides: the server sends no value below the minimum
 * sample, and a value with too small a sample is not shown either.
 */
export function scoreCell(figure: ScoreFigure, v: ScoreValue, minSample: number): ScoreCell {
  const insufficient = v.value === null || v.n < minSample;
  return {
    text: insufficient || v.value === null ? insufficientText(minSample) : figureText(figure, v.value),
    sample: `样本 n=${v.n}`,
    insufficient,
    reason: insufficient ? v.reason : null,
  };
}

/** Whether a higher value is better (for colouring): on-time and win rates yes, refunds and hours no. */
export function higherIsBetter(figure: ScoreFigure): boolean {
  return figure === 'onTime' || figure === 'bidParticipation' || figure === 'bidWin';
}

/** Short column titles (the contract's labels explain the sample in full, shown as a hint). */
export const SCORE_COLUMN_TITLES: Record<ScoreFigure, string> = {
  onTime: '准时发货率',
  refundRate: '退款退货率',
  responseHours: '售后响应时长',
  priceVsList: '成交价/标价',
  bidParticipation: '竞价参与率',
  bidWin: '竞价中标率',
};
