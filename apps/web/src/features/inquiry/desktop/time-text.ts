import dayjs from 'dayjs';

/** An ISO instant as the buyer reads it: 2026-11-23 18:00. */
export function timeText(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}
