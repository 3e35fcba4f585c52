/**
 * The SSRF guard of webhook delivery: the address classifier over a table of public and non-public addresses
 * (the IPv6 forms that embed an IPv4 address among them), the check of a URL when an endpoint is added, and
 * the check at send time, where the connection's own DNS lookup is checked: a name resolving to loopback is
 * refused before any request leaves, unless the operator allows private addresses.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_PLATFORM_MESSAGES } from '@pm/contract/open-platform';
import { isPrivateAddress, refusedUrl, sendWebhook } from './webhook-sender';

describe('the address classifier', () => {
  const table: [address: string, nonPublic: boolean, why: string][] = [
    ['8.8.8.8', false, 'public IPv4'],
    ['1.1.1.1', false, 'public IPv4'],
    ['0.0.0.0', true, 'unspecified'],
    ['0.1.2.3', true, '0.0.0.0/8 "this network"'],
    ['10.0.0.1', true, 'private 10/8'],
    ['100.64.0.1', true, 'shared address space 100.64/10'],
    ['100.127.255.254', true, 'shared address space, its end'],
    ['100.128.0.1', false, 'just past 100.64/10'],
    ['127.0.0.1', true, 'loopback'],
    ['127.255.255.254', true, 'loopback /8'],
    ['169.254.169.254', true, 'link-local (cloud metadata)'],
    ['172.16.0.1', true, 'private 172.16/12'],
    ['172.31.255.255', true, 'private 172.16/12, its end'],
    ['172.32.0.1', false, 'just past 172.16/12'],
    ['192.0.0.8', true, 'IETF protocol assignments'],
    ['192.0.2.1', true, 'TEST-NET-1'],
    ['192.88.99.1', true, '6to4 relay anycast'],
    ['192.168.1.1', true, 'private 192.168/16'],
    ['198.18.0.1', true, 'benchmarking'],
    ['198.51.100.1', true, 'TEST-NET-2'],
    ['203.0.113.1', true, 'TEST-NET-3'],
    ['224.0.0.1', true, 'multicast'],
    ['240.0.0.1', true, 'reserved'],
    ['255.255.255.255', true, 'broadcast'],
    ['::', true, 'IPv6 unspecified'],
    ['::1', true, 'IPv6 loopback'],
    ['fe80::1', true, 'link-local'],
    ['fe80::1%eth0', true, 'link-local with a zone'],
    ['fc00::1', true, 'unique local'],
    ['fd12:3456::1', true, 'unique local'],
    ['ff02::1', true, 'multicast'],
    ['100::1', true, 'discard-only'],
    ['2001:4860:4860::8888', false, 'public IPv6'],
    ['2606:4700:4700::1111', false, 'public IPv6'],
    ['2001:db8::1', true, 'documentation'],
    ['3fff::1', true, 'documentation (RFC 9637)'],
    ['2001::1', true, 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', true, 'Teredo with a client'],
    ['2002:c0a8:101::1', true, '6to4 of 192.168.1.1'],
    ['2002:7f00:1::1', true, '6to4 of 127.0.0.1'],
    ['2002:808:808::1', true, '6to4 of a public address (6to4 refused as a whole)'],
    ['::ffff:127.0.0.1', true, 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', true, 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', true, 'IPv4-mapped link-local, hex'],
    ['::ffff:10.0.0.1', true, 'IPv4-mapped private'],
    ['::ffff:8.8.8.8', false, 'IPv4-mapped public'],
    ['0:0:0:0:0:ffff:7f00:1', true, 'IPv4-mapped loopback, written out'],
    ['::127.0.0.1', true, 'IPv4-compatible loopback'],
    ['::a00:1', true, 'IPv4-compatible private, hex'],
    ['::8.8.8.8', false, 'IPv4-compatible public'],
    ['::ffff:0:127.0.0.1', true, 'IPv4-translated (SIIT) loopback'],
    ['::ffff:0:8.8.8.8', false, 'IPv4-translated public'],
    ['64:ff9b::7f00:1', true, 'NAT64 of loopback'],
    ['64:ff9b::10.1.2.3', true, 'NAT64 of a private address'],
    ['64:ff9b::a9fe:a9fe', true, 'NAT64 of link-local'],
    ['64:ff9b::6440:1', true, 'NAT64 of shared address space'],
    ['64:ff9b::8.8.8.8', false, 'NAT64 of a public address (DNS64 on an IPv6-only network)'],
    ['64:ff9b:1::a00:1', true, 'local-use NAT64 prefix'],
    ['example.com', true, 'not an address'],
    ['', true, 'nothing'],
  ];
  it.each(table)('%s is non-public: %s (%s)', (address, nonPublic) => {
    expect(isPrivateAddress(address)).toBe(nonPublic);
  });
});

describe('the check of a URL when an endpoint is added', () => {
  it.each([
    'http://127.0.0.1/x',
    'http://0x7f000001/x',
    'http://2130706433/x',
    'http://127.1/x',
    'http://0.0.0.0/x',
    'http://100.64.1.1/x',
    'http://10.1.2.3/x',
    'http://[::1]/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://[::ffff:169.254.169.254]/x',
    'http://[::127.0.0.1]/x',
    'http://[64:ff9b::192.168.0.1]/x',
    'http://[2002:7f00:1::1]/x',
    'http://[fe80::1]/x',
    'http://169.254.169.254/x',
    'http://localhost/x',
    'http://LOCALHOST./x',
    'http://api.localhost/x',
    'http://192.168.1.1/x',
    'not a url',
  ])('refuses %s', async (url) => {
    expect(await refusedUrl(url, false)).not.toBeNull();
  });

  it('accepts a public address, and anything when the operator allows private addresses', async () => {
    expect(await refusedUrl('http://8.8.8.8/x', false)).toBeNull();
    expect(await refusedUrl('https://[2001:4860:4860::8888]/x', false)).toBeNull();
    expect(await refusedUrl('http://127.0.0.1/x', true)).toBeNull();
  });
});

describe('the check at send time', () => {
  let server: http.Server;
  let port: number;
  const got: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      got.push(String(req.headers['webhook-id']));
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('refuses a host name that resolves to loopback: the lookup the connection uses is checked', async () => {
    // localhost resolves to 127.0.0.1 (and ::1) through the system's resolver, as a rebinding name would.
    const refused = await sendWebhook(
      `http://localhost:${port}/hook`,
      { 'webhook-id': 'msg_1' },
      '{}',
      false,
    );
    expect(refused.status).toBeNull();
    expect(refused.error).toBe(OPEN_PLATFORM_MESSAGES.urlRefused);
    const literal = await sendWebhook(
      `http://127.0.0.1:${port}/hook`,
      { 'webhook-id': 'msg_2' },
      '{}',
      false,
    );
    expect(literal.error).toBe(OPEN_PLATFORM_MESSAGES.urlRefused);
    const mapped = await sendWebhook(
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      { 'webhook-id': 'msg_3' },
      '{}',
      false,
    );
    expect(mapped.error).toBe(OPEN_PLATFORM_MESSAGES.urlRefused);
    expect(got).toEqual([]);
    // The same name and port reach the receiver when the operator allows private addresses.
    const allowed = await sendWebhook(`http://localhost:${port}/hook`, { 'webhook-id': 'msg_4' }, '{}', true);
    expect(allowed.status).toBe(200);
    expect(got).toEqual(['msg_4']);
  });
});
