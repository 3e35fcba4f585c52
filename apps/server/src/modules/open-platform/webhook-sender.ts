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

/**
 * IPv4 ranges that are not public hosts: "this network", private, shared (CGNAT), loopback, link-local,
 * IETF protocol assignments, documentation, the deprecated 6to4 relay anycast, benchmarking, multicast,
 * reserved and broadcast.
 */
const NON_PUBLIC_V4 = new net.BlockList();
for (const [addr, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC_V4.addSubnet(addr, bits, 'ipv4');
}

/** IPv6 global unicast: anything outside it (loopback, ULA, link-local, multicast, discard …) is refused. */
const GLOBAL_V6 = new net.BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');

/**
 * Inside global unicast, refused as a whole: IETF protocol assignments (2001::/23, Teredo among them: a
 * tunnel to an IPv4 host), documentation (2001:db8::/32, 3fff::/20), 6to4 (2002::/16, deprecated: a tunnel
 * to the IPv4 address it embeds).
 */
const NON_PUBLIC_V6 = new net.BlockList();
for (const [addr, bits] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  NON_PUBLIC_V6.addSubnet(addr, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (one net.isIP calls 6; a zone such as %eth0 is dropped). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const before = groups(head);
  const after = groups(tail);
  const words =
    tail === undefined
      ? before
      : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const zero = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that embed one and reach it:
 * IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d (deprecated; :: and ::1 among them), SIIT's
 * ::ffff:0:a.b.c.d and the well-known NAT64 prefix 64:ff9b::/96 (DNS64 gives it for public hosts on
 * IPv6-only networks, so a public embedded address passes).
 */
function embeddedIpv4(bytes: number[]): string | null {
  const v4 = () => bytes.slice(12).join('.');
  if (zero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4();
  if (zero(bytes, 0, 12)) return v4();
  if (zero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(bytes, 10, 12)) return v4();
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(bytes, 4, 12)) {
    return v4();
  }
  return null;
}

/**
 * True when an address is not a public host: loopback, private, shared, link-local, documentation,
 * multicast, reserved, an IPv6 address outside global unicast, 6to4 or Teredo, or an IPv6 form embedding
 * an IPv4 address that is one of these. Anything that is not an IP address is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return NON_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6) return true;
  const bytes = ipv6Bytes(address);
  const v4 = embeddedIpv4(bytes);
  if (v4 !== null) return NON_PUBLIC_V4.check(v4, 'ipv4');
  const plain = address.replace(/%.*$/, '');
  return !GLOBAL_V6.check(plain, 'ipv6') || NON_PUBLIC_V6.check(plain, 'ipv6');
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
  // A name ending in a dot is the same name (localhost. is localhost).
  const name = host.toLowerCase().replace(/\.+$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return OPEN_PLATFORM_MESSAGES.urlRefused;
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
