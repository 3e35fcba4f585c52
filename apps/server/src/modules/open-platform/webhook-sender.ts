/**
 * Sends one webhook request: signed headers, a JSON body, a 10 s limit, at most 4096 characters of the
 * answer kept. Unless the operator allows it (config `webhookAllowPrivate`, tests), the host must resolve
 * to public addresses only: every address DNS gives is checked, and the connection uses the address
 * checked (a custom lookup), so a name cannot answer a public address to the check and a private one to
 * the connection.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { OPEN_LIMITS, OPEN_PLATFORM_MESSAGES } from '@pm/contract/open-platform';

const TIMEOUT_MS = 10_000;
/** How long the check of a new URL waits for DNS. */
const LOOKUP_TIMEOUT_MS = 3_000;

/** Loopback, private, link-local, shared, unspecified, multicast and reserved ranges. */
const PRIVATE = new net.BlockList();
for (const [addr, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(addr, bits, 'ipv4');
}
for (const [addr, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(addr, bits, 'ipv6');
}

/** True when an address is loopback, private, link-local or otherwise not a public host. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return true;
}

/** Why a URL may not receive webhooks (a Chinese message), or null. Resolves the host's every address. */
export async function refusedUrl(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return OPEN_PLATFORM_MESSAGES.urlRefused;
  }
  if (net.isIP(host)) return isPrivateAddress(host) ? OPEN_PLATFORM_MESSAGES.urlRefused : null;
  if (host === 'localhost' || host.endsWith('.localhost')) return OPEN_PLATFORM_MESSAGES.urlRefused;
  try {
    const addresses = await Promise.race([
      dns.promises.lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), LOOKUP_TIMEOUT_MS).unref(),
      ),
    ]);
    if (addresses.length === 0) return OPEN_PLATFORM_MESSAGES.urlUnresolved;
    return addresses.some((a) => isPrivateAddress(a.address)) ? OPEN_PLATFORM_MESSAGES.urlRefused : null;
  } catch {
    return OPEN_PLATFORM_MESSAGES.urlUnresolved;
  }
}

/** dns.lookup that refuses private addresses (the connection goes to an address that was checked). */
function publicLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (
    err: NodeJS.ErrnoException | null,
    address: string | dns.LookupAddress[],
    family?: number,
  ) => void,
): void {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(OPEN_PLATFORM_MESSAGES.urlRefused), { code: 'EPRIVATE' }), '');
    }
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

export interface SendResult {
  status: number | null;
  body: string;
  error: string | null;
  durationMs: number;
}

export function truncate(text: string): string {
  return text.length > OPEN_LIMITS.logBodyMax ? text.slice(0, OPEN_LIMITS.logBodyMax) : text;
}

export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<SendResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: null, body: '', error: '地址无效', durationMs: 0 });
      return;
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && net.isIP(host) && isPrivateAddress(host)) {
      resolve({ status: null, body: '', error: OPEN_PLATFORM_MESSAGES.urlRefused, durationMs: 0 });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: TIMEOUT_MS,
        ...(allowPrivate ? {} : { lookup: publicLookup as unknown as typeof dns.lookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < OPEN_LIMITS.logBodyMax * 4) chunks.push(c);
          size += c.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? null,
            body: truncate(Buffer.concat(chunks).toString('utf8')),
            error: null,
            durationMs: Date.now() - started,
          }),
        );
        res.on('error', (err) =>
          resolve({
            status: res.statusCode ?? null,
            body: '',
            error: err.message,
            durationMs: Date.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('请求超时（10 秒）')));
    req.on('error', (err) =>
      resolve({ status: null, body: '', error: truncate(err.message), durationMs: Date.now() - started }),
    );
    req.end(body);
  });
}
