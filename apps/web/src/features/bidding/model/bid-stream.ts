/**
 * The live stream of one event (server-sent events) with catch-up: every change carries its sequence; the
 * client remembers the last one it has and, when the connection drops or the server ends the stream,
 * connects again sending it (`Last-Event-ID`), so the server first sends what was missed. A change seen
 * twice (the catch-up overlapping what arrived) is delivered once. Kit-free: the transport is injected.
 */
import type { BidStreamEvent } from '@pm/contract/bidding';

export interface SseMessage {
  id: string | null;
  event: string | null;
  data: string;
}

/** Splits SSE text into complete messages; what follows the last blank line stays in `rest`. */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let id: string | null = null;
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) messages.push({ id, event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** Statuses after which nothing changes any more: the stream is not opened again. */
const FINAL_STATUSES = new Set<string>(['completed', 'failed', 'revoked']);

/** Thrown by `open` when the server refuses the stream (not signed in, not the caller's): no retry. */
export class StreamRefused extends Error {}

/** Opens the stream after `since` (null: from now); resolves to its text chunks. */
export type OpenStream = (since: number | null, signal: AbortSignal) => Promise<AsyncIterable<string>>;

export interface BidStreamOptions {
  open: OpenStream;
  onEvent: (event: BidStreamEvent) => void;
  /** Connected (true) or lost, waiting to reconnect (false). */
  onConnected?: (connected: boolean) => void;
  /** Waits before reconnecting (default: 2 s, growing to 30 s after failures). */
  wait?: (attempt: number, signal: AbortSignal) => Promise<void>;
  /** The last sequence the page already has (e.g. from its first read). */
  since?: number | null;
}

function defaultWait(attempt: number, signal: AbortSignal): Promise<void> {
  const ms = Math.min(30_000, 2_000 * 2 ** Math.min(attempt, 4));
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

/** Runs the stream until `stop()`; reconnects with the last sequence after every end or failure. */
export function watchBidStream(opts: BidStreamOptions): { stop: () => void; last: () => number | null } {
  const controller = new AbortController();
  const { signal } = controller;
  const wait = opts.wait ?? defaultWait;
  let last: number | null = opts.since ?? null;
  let final = false;

  const deliver = (m: SseMessage) => {
    let event: BidStreamEvent;
    try {
      event = JSON.parse(m.data) as BidStreamEvent;
    } catch {
      return;
    }
    if (typeof event.seq !== 'number') return;
    if (last !== null && event.seq <= last) return;
    last = event.seq;
    if (FINAL_STATUSES.has(event.status)) final = true;
    opts.onEvent(event);
  };

  const run = async () => {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const chunks = await opts.open(last, signal);
        opts.onConnected?.(true);
        failures = 0;
        let buffer = '';
        for await (const chunk of chunks) {
          if (signal.aborted) break;
          buffer += chunk;
          const parsed = parseSse(buffer);
          buffer = parsed.rest;
          for (const m of parsed.messages) deliver(m);
        }
      } catch (e) {
        if (e instanceof StreamRefused) break;
        failures += 1;
      }
      if (signal.aborted || final) break;
      opts.onConnected?.(false);
      await wait(failures, signal);
    }
  };
  void run();
  return { stop: () => controller.abort(), last: () => last };
}
