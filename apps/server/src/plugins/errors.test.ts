import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const ctx = useTestApp();
let port = 0;

beforeAll(async () => {
  // inject() skips Node's HTTP parser: these answers need a real socket (useTestApp closes it).
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** Writes raw bytes on a fresh connection and reads until the server closes it. */
function rawRequest(bytes: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server did not close the connection'));
    }, 5000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close while we are still writing an oversized request.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${raw.toString('latin1')}`));
      const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const body = raw.subarray(split + 4);
      expect(Number(headers['content-length'])).toBe(body.length);
      resolve({ statusLine, headers, body: body.toString('utf8') });
    });
  });
}

const request = (head: string) => Buffer.from(`${head}\r\nHost: 127.0.0.1\r\n\r\n`, 'utf8');

describe("answers of Node's HTTP parser (needs clientErrorHandler in buildApp)", () => {
  it('answers oversized headers with 431 and the envelope, then closes', async () => {
    const res = await rawRequest(
      Buffer.from(`GET /pm-api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(res.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual({ code: 431, message: '请求头或请求地址过长', data: null });
  });

  it('answers an oversized URL with 431 and the envelope', async () => {
    const res = await rawRequest(request(`GET /pm-api/health?x=${'a'.repeat(20_000)} HTTP/1.1`));
    expect(res.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(res.body)).toMatchObject({ code: 431, message: '请求头或请求地址过长' });
  });

  it.each([
    ['raw UTF-8 in the path', request('GET /pm-api/健康 HTTP/1.1')],
    [
      'raw bytes in the path',
      Buffer.concat([Buffer.from('GET /pm-api/'), Buffer.from([0xff]), request(' HTTP/1.1')]),
    ],
    ['a broken method', request('G\u00e9T /pm-api/health HTTP/1.1')],
    ['garbage', Buffer.from('\u0001\u0002\r\n\r\n')],
  ])('answers %s with 400 and the envelope', async (_label, bytes) => {
    const res = await rawRequest(bytes);
    expect(res.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ code: 400, message: '请求格式不正确', data: null });
  });

  it('keeps serving after refusing a request', async () => {
    await rawRequest(request('GET /pm-api/健康 HTTP/1.1'));
    const res = await fetch(`http://127.0.0.1:${port}/pm-api/health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(200);
  });
});

describe("answers of Fastify's router (needs frameworkErrors in buildApp)", () => {
  it('answers a URL whose %-encoding is broken with 400 and the envelope', async () => {
    const res = await ctx.app.inject({ url: '/pm-api/user/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ code: 400, message: '请求地址格式不正确', data: null });
  });
});
