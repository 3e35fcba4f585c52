import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerLength, closedLoop, requestText } from './closed-loop';

describe('answerLength', () => {
  it('waits for the whole body of a content-length answer, then gives its end and status', () => {
    const answer = 'HTTP/1.1 201 Created\r\nContent-Length: 5\r\n\r\nhello';
    expect(answerLength(Buffer.from(answer.slice(0, 20)))).toEqual({ end: -1, status: 0, close: false });
    expect(answerLength(Buffer.from(answer.slice(0, -1)))).toEqual({ end: -1, status: 201, close: false });
    expect(answerLength(Buffer.from(`${answer}HTTP/1.1`))).toEqual({
      end: answer.length,
      status: 201,
      close: false,
    });
  });

  it('reads a chunked answer to its last chunk', () => {
    const answer =
      'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n';
    expect(answerLength(Buffer.from(answer.slice(0, -4)))).toEqual({ end: -1, status: 400, close: true });
    expect(answerLength(Buffer.from(answer))).toEqual({ end: answer.length, status: 400, close: true });
  });
});

describe('closedLoop', () => {
  let server: http.Server | null = null;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  it('counts every answer the server sent, by status, through kept-alive and closed connections', async () => {
    const bodies: string[] = [];
    let n = 0;
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(body);
        const k = n++;
        if (k % 7 === 3) res.setHeader('connection', 'close');
        if (k % 5 === 0) {
          res.writeHead(409, { 'content-type': 'application/json' });
          res.write('{"code":409');
          res.end('}'); // chunked
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = requestText(base, 'POST', '/x', { 'content-type': 'application/json' });
    let i = 0;
    const seen: number[] = [];
    const r = await closedLoop({
      base,
      connections: 4,
      seconds: 0.3,
      request: () => post(`{"i":${i++},"名":"价"}`),
      onAnswer: (status) => seen.push(status),
    });
    expect(r['2xx'] + r.non2xx).toBe(n);
    expect(seen).toHaveLength(n);
    expect(r.non2xx).toBe(Math.ceil(n / 5));
    expect(r.statusCodeStats['409']!.count).toBe(r.non2xx);
    expect(r.errors + r.timeouts).toBe(0);
    expect(r.latency.p99).toBeGreaterThanOrEqual(r.latency.p50);
    expect(bodies[1]).toMatch(/^\{"i":\d+,"名":"价"\}$/);
    expect(n).toBeGreaterThan(10);
  });
});
