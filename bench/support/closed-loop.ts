// A lean closed-loop HTTP/1.1 load generator for benches whose server shares the machine's cores with it:
// CONNECTIONS keep-alive sockets, each sending its next request when the last answer is whole, the request
// written as one string, the answer read only as far as its status and length. autocannon does more for
// each request (a request object per call, its own HTTP parser, a histogram) and on two shared cores that
// CPU is taken from the server it measures (bench:bidding: 0.05 ms a bid, a fifth of the machine's work).
import net from 'node:net';

export interface ClosedLoopOptions {
  /** http://host:port of the server. */
  base: string;
  connections: number;
  seconds: number;
  /** The next request of connection `c` (0 … connections - 1; a connection that replaces one keeps its number), whole (see `requestText`). */
  request: (c: number) => string;
  /** Each answer as it comes: its status and ms from the request's write to its last byte. */
  onAnswer?: (status: number, ms: number) => void;
  /** An answer slower than this counts as a timeout and its connection is opened again (default 120 s). */
  timeoutSeconds?: number;
}

export interface ClosedLoopResult {
  '2xx': number;
  non2xx: number;
  timeouts: number;
  errors: number;
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
}

/**
 * An HTTP/1.1 request's head up to its content-length (built once, e.g. per user), and the whole request
 * with a body: `head(body)`.
 */
export function requestText(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): (body: string) => string {
  const url = new URL(base);
  let head = `${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\n`;
  for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
  return (body) => `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Where an HTTP/1.1 answer in `buf` ends (its byte count), or -1 while it is not whole; its status, and
 * whether the server closes the connection after it.
 */
export function answerLength(buf: Buffer): { end: number; status: number; close: boolean } {
  const head = buf.indexOf(HEADER_END);
  if (head < 0) return { end: -1, status: 0, close: false };
  const text = buf.toString('latin1', 0, head);
  const status = Number(text.slice(9, 12));
  const close = /\r\nconnection:\s*close/i.test(text);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
  if (length) {
    const end = head + 4 + Number(length[1]);
    return { end: buf.length >= end ? end : -1, status, close };
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(text)) {
    const last = buf.indexOf('\r\n0\r\n\r\n', head + 2);
    return { end: last < 0 ? -1 : last + 7, status, close };
  }
  return { end: head + 4, status, close };
}

export function closedLoop(o: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const url = new URL(o.base);
  const host = url.hostname;
  const port = Number(url.port || 80);
  const timeoutMs = (o.timeoutSeconds ?? 120) * 1000;
  const result: ClosedLoopResult = {
    '2xx': 0,
    non2xx: 0,
    timeouts: 0,
    errors: 0,
    latency: { p50: NaN, p99: NaN },
    statusCodeStats: {},
  };
  const latencies: number[] = [];
  const endAt = performance.now() + o.seconds * 1000;

  return new Promise((resolve) => {
    let open = o.connections;
    const closed = () => {
      if (--open > 0) return;
      const s = latencies.sort((a, b) => a - b);
      const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
      result.latency = { p50: Math.round(at(50)), p99: Math.round(at(99)) };
      resolve(result);
    };
    const connect = (c: number) => {
      const socket = net.connect({ host, port, noDelay: true });
      let buf: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      let done = false;
      /** This connection is over (once): another takes its place until the end, or the run counts it closed. */
      const retire = (): boolean => {
        if (done) return false;
        done = true;
        socket.destroy();
        if (performance.now() < endAt) connect(c);
        else closed();
        return true;
      };
      const send = () => {
        if (performance.now() >= endAt) return void retire();
        sentAt = performance.now();
        socket.write(o.request(c));
      };
      socket.setTimeout(timeoutMs, () => {
        if (retire()) result.timeouts++;
      });
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
        const { end, status, close } = answerLength(buf);
        if (end < 0) return;
        const ms = performance.now() - sentAt;
        buf = buf.subarray(end);
        latencies.push(ms);
        if (status >= 200 && status < 300) result['2xx']++;
        else {
          result.non2xx++;
          (result.statusCodeStats[String(status)] ??= { count: 0 }).count++;
        }
        o.onAnswer?.(status, ms);
        if (close) retire();
        else send();
      });
      socket.on('error', () => {
        if (retire()) result.errors++;
      });
      // The server closed a keep-alive connection between answers: another is opened.
      socket.on('close', () => retire());
    };
    for (let c = 0; c < o.connections; c++) connect(c);
  });
}
