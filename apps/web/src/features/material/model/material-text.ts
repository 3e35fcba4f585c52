/**
 * Pure helpers of the material pages: a text cut into parts by the spec lock's marks (so the editor can
 * show each mark inline), and the difference of two versions line by line (longest common subsequence).
 */
import type { LockMark } from '@pm/contract/spec-lock';

export interface TextPart {
  text: string;
  mark: LockMark | null;
}

/** The text as parts: unmarked runs and marked spans, in order (overlapping marks: the first wins). */
export function markedParts(text: string, marks: readonly LockMark[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of [...marks].sort((a, b) => a.start - b.start)) {
    if (m.start < at || m.end > text.length || m.end <= m.start) continue;
    if (m.start > at) parts.push({ text: text.slice(at, m.start), mark: null });
    parts.push({ text: text.slice(m.start, m.end), mark: m });
    at = m.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: null });
  return parts;
}

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** The lines of `after` against `before`: kept, added and removed, in reading order. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: 'removed', text: a[i++]! });
    else out.push({ kind: 'added', text: b[j++]! });
  }
  while (i < n) out.push({ kind: 'removed', text: a[i++]! });
  while (j < m) out.push({ kind: 'added', text: b[j++]! });
  return out;
}

/** A time of the server (ISO) as the material pages show it. */
export function materialTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const MATERIAL_STATUS_COLORS = {
  DRAFT: 'default',
  PENDING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
} as const;
