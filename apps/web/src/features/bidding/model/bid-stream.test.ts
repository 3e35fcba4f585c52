import { describe, expect, it } from 'vitest';
import type { BidStreamEvent } from '@pm/contract/bidding';
import { parseSse, StreamRefused, watchBidStream, type OpenStream } from './bid-stream';

function ev(seq: number, over: Partial<BidStreamEvent> = {}): BidStreamEvent {
  return {
    seq,
    kind: 'bid',
    eventId: '7',
    status: 'running',
    endAt: '2026-11-26T08:00:00.000Z',
    extensions: 0,
    itemId: '1',
    bestPrice: 1000 - seq,
    myRank: 1,
    bidCount: seq,
    at: '2026-11-26T07:00:00.000Z',
    serverTime: '2026-11-26T07:00:00.000Z',
    ...over,
  };
}
const frame = (e: BidStreamEvent) => `id: ${e.seq}\nevent: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`;

async function* chunks(...parts: string[]): AsyncIterable<string> {
  for (const p of parts) yield p;
}

/** Resolves when `check` holds (checked after each delivered event or connection change). */
function until(check: () => boolean, tick: { listeners: (() => void)[] }): Promise<void> {
  return new Promise((resolve) => {
    const l = () => {
      if (check()) resolve();
    };
    tick.listeners.push(l);
    l();
  });
}

describe('parseSse', () => {
  it('reads complete messages and keeps a partial one, skipping comments and retry lines', () => {
    const text = `retry: 2000\n\n: ping\n\n${frame(ev(1))}id: 2\ndata: {"se`;
    const { messages, rest } = parseSse(text);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: '1', event: 'bid' });
    expect(JSON.parse(messages[0]!.data).seq).toBe(1);
    expect(rest).toBe('id: 2\ndata: {"se');
  });
  it('joins multi-line data and reads CRLF', () => {
    const { messages } = parseSse('data: a\r\ndata: b\r\n\r\n');
    expect(messages[0]!.data).toBe('a\nb');
  });
});

describe('watchBidStream', () => {
  it('reconnects after a lost connection with the last sequence and delivers each change once', async () => {
    const opened: (number | null)[] = [];
    const got: number[] = [];
    const tick = { listeners: [] as (() => void)[] };
    const fire = () => tick.listeners.forEach((l) => l());
    const open: OpenStream = async (since) => {
      opened.push(since);
      queueMicrotask(fire);
      if (opened.length === 1) {
        // a frame split across chunks, then the connection drops
        const f = frame(ev(2));
        return chunks(frame(ev(1)), f.slice(0, 10), f.slice(10));
      }
      if (opened.length === 2) throw new Error('network down');
      // the catch-up overlaps what arrived: 2 again, then the missed 3 and 4 (an extension)
      return chunks(frame(ev(2)), frame(ev(3)), frame(ev(4, { kind: 'extended', extensions: 1 })));
    };
    const s = watchBidStream({
      open,
      since: 0,
      onEvent: (e) => {
        got.push(e.seq);
        fire();
      },
      onConnected: fire,
      wait: async () => undefined,
    });
    await until(() => got.length === 4 && opened.length >= 4, tick);
    s.stop();
    expect(got).toEqual([1, 2, 3, 4]);
    expect(opened.slice(0, 3)).toEqual([0, 2, 2]);
    expect(opened[3]).toBe(4);
    expect(s.last()).toBe(4);
  });

  it('stops after a final status and when the stream is refused', async () => {
    let opens = 0;
    const tick = { listeners: [] as (() => void)[] };
    let done = false;
    const s = watchBidStream({
      open: async () => {
        opens += 1;
        return chunks(frame(ev(5, { kind: 'status', status: 'completed' })));
      },
      onEvent: () => undefined,
      onConnected: (c) => {
        if (!c) done = true;
        tick.listeners.forEach((l) => l());
      },
      wait: async () => undefined,
    });
    // a final status ends the loop: the next open never happens
    await new Promise<void>((r) => setTimeout(r, 0));
    await until(() => opens === 1, tick);
    s.stop();
    expect(done).toBe(false);

    let refusedOpens = 0;
    const r = watchBidStream({
      open: async () => {
        refusedOpens += 1;
        throw new StreamRefused('404');
      },
      onEvent: () => undefined,
      wait: async () => undefined,
    });
    await new Promise<void>((res) => setTimeout(res, 0));
    r.stop();
    expect(refusedOpens).toBe(1);
  });
});
