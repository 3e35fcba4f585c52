/**
 * The quick start of the open platform home: each step as curl and as Node code, written from the
 * contract's paths (a path is written once) and the address the page is served from.
 */
import { API_PREFIX } from '@pm/contract/constants';
import { OPEN_LIMITS } from '@pm/contract/open-platform';
import {
  OPEN_TOKEN_PATH,
  openGoodsSearchEndpoint,
  openOrderSubmitEndpoint,
} from '@pm/contract/open-platform-api';
import { curlOf, shellQuote, type TryRequest } from './try-it';

export interface QuickStartStep {
  key: string;
  title: string;
  description: string;
  curl: string;
  node: string;
}

const TOKEN = '<access_token>';

function url(origin: string, path: string): string {
  return `${origin}${API_PREFIX}${path}`;
}

function bearer(req: Omit<TryRequest, 'headers'> & { headers?: Record<string, string> }): TryRequest {
  return { ...req, headers: { Authorization: `Bearer ${TOKEN}`, ...req.headers } };
}

/** The Node code that checks a webhook's signature per the Standard Webhooks spec. */
export const WEBHOOK_VERIFY_NODE = `import crypto from 'node:crypto';

// secret: the endpoint's signing secret (whsec_…); headers: the request's headers; body: its raw text
export function verifyWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = (headers['webhook-signature'] ?? '').split(' ');
  // refuse messages older or newer than 5 minutes (replays)
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = crypto.createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // during a secret rotation two signatures come: either one will do
  return signatures.some((s) => {
    const [version, sig] = s.split(',');
    const given = Buffer.from(sig ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}`;

/** The steps: a token, a goods search, an order with an Idempotency-Key, a webhook's signature. */
export function quickStartSteps(origin: string): QuickStartStep[] {
  const tokenUrl = url(origin, OPEN_TOKEN_PATH);
  const searchUrl = url(origin, openGoodsSearchEndpoint.path);
  const orderUrl = url(origin, openOrderSubmitEndpoint.path);
  const search = { keyword: '复印纸', page: 1, limit: 10 };
  const order = {
    lines: [{ goodsId: '<goodsId>', num: 2 }],
    addressId: '<addressId>',
    remarks: 'ERP 采购单 PO-2026-001',
  };
  const token: TryRequest = {
    method: 'POST',
    url: tokenUrl,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=<client_id>&client_secret=<client_secret>',
  };
  return [
    {
      key: 'token',
      title: '获取访问令牌',
      description: `用应用的 client_id 与 client_secret 按 OAuth2 client_credentials 方式换取访问令牌（有效 ${OPEN_LIMITS.tokenTtlSeconds / 3600} 小时，过期后重新获取）。也可用 HTTP Basic 认证传递 client_id:client_secret。`,
      curl: curlOf(token),
      node: [
        `const res = await fetch('${tokenUrl}', {`,
        "  method: 'POST',",
        "  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },",
        '  body: new URLSearchParams({',
        "    grant_type: 'client_credentials',",
        '    client_id: process.env.PM_CLIENT_ID,',
        '    client_secret: process.env.PM_CLIENT_SECRET,',
        '  }),',
        '});',
        'const { access_token, expires_in, scope } = await res.json();',
      ].join('\n'),
    },
    {
      key: 'search',
      title: '搜索商品',
      description: '条件与结果同商城搜索，价格为本企业的协议价（单位：分）。需要权限范围 goods:read。',
      curl: curlOf(
        bearer({
          method: 'POST',
          url: searchUrl,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(search),
        }),
      ),
      node: [
        `const res = await fetch('${searchUrl}', {`,
        "  method: 'POST',",
        "  headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },",
        `  body: JSON.stringify(${JSON.stringify(search)}),`,
        '});',
        'const { data } = await res.json(); // data.records: 商品，data.total: 总数',
      ].join('\n'),
    },
    {
      key: 'order',
      title: '提交订单（Idempotency-Key）',
      description:
        '每张 ERP 采购单生成一个 Idempotency-Key 并在重试时沿用：同一个键重复提交只会下一次单，答复首次的结果。需要权限范围 order:write。',
      curl: curlOf(
        bearer({
          method: 'POST',
          url: orderUrl,
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'PO-2026-001' },
          body: JSON.stringify(order),
        }),
      ),
      node: [
        "import crypto from 'node:crypto';",
        '',
        'const key = crypto.randomUUID(); // 保存在采购单上，重试时沿用',
        `const res = await fetch('${orderUrl}', {`,
        "  method: 'POST',",
        '  headers: {',
        '    Authorization: `Bearer ${access_token}`,',
        "    'Content-Type': 'application/json',",
        "    'Idempotency-Key': key,",
        '  },',
        `  body: JSON.stringify(${JSON.stringify(order)}),`,
        '});',
        'const { code, message, data } = await res.json(); // 409xx：价格变化、库存或额度不足等',
      ].join('\n'),
    },
    {
      key: 'webhook',
      title: '验证 Webhook 签名',
      description: `每次投递都带 webhook-id、webhook-timestamp 与 webhook-signature 请求头（Standard Webhooks 规范，HMAC-SHA256）。请用原始请求体验证签名，按 webhook-id 去重，按事件的 sequence 顺序处理同一对象的事件，尽快答复 2xx：其他答复与超时都会按指数退避重试，最长 ${OPEN_LIMITS.retryDays} 天。`,
      curl: [
        '# 签名内容：<webhook-id>.<webhook-timestamp>.<原始请求体>',
        '# 密钥：签名密钥 whsec_ 之后的部分按 base64 解码',
        `echo -n "$WEBHOOK_ID.$WEBHOOK_TIMESTAMP.$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$(echo ${shellQuote('<whsec_ 之后的部分>')} | base64 -d | xxd -p -c 256) -binary | base64`,
      ].join('\n'),
      node: WEBHOOK_VERIFY_NODE,
    },
  ];
}
