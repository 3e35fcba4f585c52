import dayjs from 'dayjs';

/** An ISO instant as people read it: 2026-11-23 18:00:05; — without one. */
export function timeText(iso: string | null | undefined, seconds = false): string {
  return iso ? dayjs(iso).format(seconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') : '—';
}
