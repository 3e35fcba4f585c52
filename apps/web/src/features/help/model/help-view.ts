/** Pure rules of the help centre's pages (kit-free, shared by the help area and the shop's 相关帮助). */
import { HELP_FEEDBACK_TYPES, type HelpFeedbackType } from '@pm/contract/help';

/** Reasons offered with 没帮助 (the reader may write their own). */
export const UNHELPFUL_REASONS = ['内容看不懂', '步骤和页面不一致', '没有解决我的问题', '内容过时'] as const;

export const FEEDBACK_TYPE_OPTIONS = (Object.keys(HELP_FEEDBACK_TYPES) as HelpFeedbackType[]).map(
  (value) => ({
    value,
    label: HELP_FEEDBACK_TYPES[value],
  }),
);

/** An ISO instant as a China date: 2026-11-26. */
export function helpDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The result line of a search: 找到 N 篇 (1000 and more as 1000+); when no article holds every word (a
 * whole question), it says the articles hold its main words.
 */
export function resultText(total: number, keyword: string, partial = false): string {
  if (total === 0) return `没有找到与“${keyword}”相关的文章`;
  const n = total >= 1000 ? '1000+' : total;
  if (partial) return `没有同时包含“${keyword}”全部词语的文章，以下 ${n} 篇包含其中的主要词语`;
  return `找到 ${n} 篇与“${keyword}”相关的文章`;
}

/** What the feedback form refuses before sending (the server says the same). */
export function feedbackProblem(input: {
  type: string;
  content: string;
  screenshot?: File | null;
}): string | null {
  if (!input.type) return '请选择反馈类型';
  const text = input.content.trim();
  if (text.length < 5) return '反馈内容至少 5 个字';
  if (text.length > 1000) return '反馈内容最长 1000 个字';
  if (input.screenshot) {
    if (!/^image\/(jpeg|png|webp)$/.test(input.screenshot.type)) return '仅支持 JPEG、PNG 或 WebP 图片';
    if (input.screenshot.size > 5 * 1024 * 1024) return '截图不能超过 5 MB';
  }
  return null;
}

/** The login path a guest is sent to, coming back here afterwards. */
export function signInHref(loginPath: string, here: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(here)}`;
}
