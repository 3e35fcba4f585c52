/** How the operators' pages show what the server answers: times, money, an action's before and after. */
import dayjs from 'dayjs';
import { formatFen } from '@pm/contract/format';

export function timeText(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

export function yuanText(fen: number): string {
  return formatFen(fen);
}

const KEY_LABELS: Record<string, string> = {
  limit: '授信额度',
  used: '已用',
  remaining: '可用',
  verified: '已认证',
  verifiedAt: '认证时间',
  roles: '角色',
  department: '部门',
  title: '标题',
  subtitle: '副标题',
  link: '链接',
  sort: '顺序',
  enabled: '上线',
  published: '已发布',
  publishedOn: '发布日期',
  body: '正文',
  word: '词',
  value: '值',
  status: '状态',
  reply: '回复',
  organizationId: '单位 ID',
  organizationName: '单位',
};

const MONEY_KEYS = new Set(['limit', 'used', 'remaining']);

function valueText(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (MONEY_KEYS.has(key) && typeof v === 'number') return formatFen(v);
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) return v.map((x) => String(x)).join('、') || '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A before/after object as short lines `标签：值` (id and image left out). */
export function snapshotLines(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [String(value)];
  return Object.entries(value as Record<string, unknown>)
    .filter(([k]) => k !== 'id' && k !== 'image')
    .map(([k, v]) => `${KEY_LABELS[k] ?? k}：${valueText(k, v)}`);
}
