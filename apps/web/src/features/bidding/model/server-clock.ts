/**
 * The server's clock in the browser: a countdown follows the server's time, whatever the client's clock
 * says. The page asks the server's time once (GET /bidding/time) and keeps the offset between the two
 * clocks; "now" is then the client's clock plus that offset.
 */
import { formatCountdown, remainingUntil, type Remaining } from '@/lib/countdown';

/**
 * The offset (ms) to add to the client's clock: the server's time at the middle of the round trip minus
 * the client's. `sentAt` and `receivedAt` are the client's clock when the request left and the answer came.
 */
export function clockOffset(serverEpochMs: number, sentAt: number, receivedAt: number): number {
  const midway = sentAt + Math.max(0, receivedAt - sentAt) / 2;
  return Math.round(serverEpochMs - midway);
}

/** The server's time now, by the client's clock and the offset. */
export function serverNow(offsetMs: number, clientNow: number = Date.now()): number {
  return clientNow + offsetMs;
}

/** Time left until `endAt` by the server's clock. */
export function remainingOnServer(
  endAt: string | null | undefined,
  offsetMs: number,
  clientNow: number = Date.now(),
): Remaining {
  if (!endAt) return { d: 0, h: 0, m: 0, s: 0, ended: true };
  return remainingUntil(endAt, serverNow(offsetMs, clientNow));
}

/** '{d}天{h}时{m}分{s}秒' by the server's clock, or 已结束. */
export function countdownOnServer(
  endAt: string | null | undefined,
  offsetMs: number,
  clientNow: number = Date.now(),
): string {
  if (!endAt) return formatCountdown(0, 1);
  return formatCountdown(endAt, serverNow(offsetMs, clientNow));
}
