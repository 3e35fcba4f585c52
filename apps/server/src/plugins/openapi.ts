import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { BUSINESS_CODES, httpStatusOf } from '@pm/contract/envelope';
import {
  inquiryCancelEndpoint,
  inquiryDetailEndpoint,
  inquiryPushEndpoint,
  quoteAcceptEndpoint,
  quoteSaveEndpoint,
  vendorInquiryDetailEndpoint,
} from '@pm/contract/inquiry';
import {
  addressRemoveEndpoint,
  addressSaveEndpoint,
  addressSetDefaultEndpoint,
  addressUpdateEndpoint,
  invoiceRemoveEndpoint,
  invoiceSaveEndpoint,
  invoiceSetDefaultEndpoint,
  invoiceUpdateEndpoint,
} from '@pm/contract/member';
import {
  orderBuyAgainEndpoint,
  orderCancelEndpoint,
  orderConfirmReceiptEndpoint,
  orderDetailEndpoint,
  orderSubmitEndpoint,
} from '@pm/contract/order';
import {
  refundCancelEndpoint,
  refundDetailEndpoint,
  refundReturnShippingEndpoint,
  refundApplyEndpoint,
} from '@pm/contract/refund';
import { TEXT_RULE_DESCRIPTION } from './input-guard';

export interface OpenApiOptions {
  apiPrefix: string;
}

const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/** The error envelope as the document's one shared schema (every error answer refers to it). */
const ERROR_ENVELOPE_SCHEMA = {
  type: 'object' as const,
  description:
    '错误响应：code 为 HTTP 状态码，或以该状态码开头的 5 位业务码（如 40901 经 HTTP 409 返回），message 为中文说明',
  required: ['code', 'message', 'data'],
  properties: {
    code: {
      type: 'integer' as const,
      description: 'HTTP 状态码，或前三位为 HTTP 状态码的 5 位业务码（见文档说明中的业务码表）',
      example: 400,
    },
    message: { type: 'string' as const, description: '中文错误信息', example: '请求参数不正确' },
    data: {
      nullable: true,
      description:
        '附加信息，多为 null；参数错误时为 {errors:[{field,message}]}，40901 时为最新的结算预览，系统错误时为 {requestId}',
    },
  },
};

/** What each error answer means, in the document's words. */
export const ERROR_ANSWERS = {
  400: '请求参数不正确（格式、取值或包含不允许的字符）',
  401: '未登录或登录已失效',
  403: '没有操作权限，或请求来源不被允许（跨站的状态变更请求）',
  404: '接口或资源不存在（其他企业的数据同样答复 404）',
  405: '接口存在，但不支持该请求方法（Allow 头给出支持的方法）',
  408: '请求超时（请求头或请求体未在限定时间内发完）',
  409: '与当前状态冲突（如订单状态不允许该操作、价格已变化、库存或信用额度不足、幂等键被另一请求使用）',
  413: '请求内容过大',
  414: '请求地址过长（路径参数过长）',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试（Retry-After 给出等待秒数）',
  431: '请求头或请求地址过长',
  500: '系统繁忙，请稍后再试（data.requestId 为请求编号）',
  503: '服务暂不可用（如数据库不可达），请稍后再试',
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** Answers any request may get, whatever the operation: documented once (components/responses). */
const SHARED_ANSWERS: Record<string, ErrorStatus> = {
  MethodNotAllowed: 405,
  UriTooLong: 414,
  HeadersTooLarge: 431,
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the server does with query parameters and body fields an operation does not declare. */
export const UNKNOWN_FIELDS_RULE =
  '未声明的查询参数与请求体字段一律忽略：不报错、不保存，也不影响结果；已声明的参数与字段按本文档校验。';

/**
 * True when a route answers without a session. Accepts both route-config styles:
 * `{ public: true }` and `{ access: 'public' }`.
 */
export function isPublicRoute(config: unknown): boolean {
  if (config === null || typeof config !== 'object') return false;
  const c = config as { public?: unknown; access?: unknown };
  return c.public === true || c.access === 'public';
}

/** True when the route config restricts callers beyond a session (roles or a resource code). */
function isRestrictedRoute(config: unknown): boolean {
  const access = (config as { access?: unknown } | null | undefined)?.access;
  return access !== null && typeof access === 'object';
}

export interface RouteFacts {
  method: string | string[];
  /** The full URL of the route (with the API prefix). */
  url: string;
  config?: unknown;
  /** The route's schema as declared (zod), before any transform. */
  schema?: { querystring?: unknown; body?: unknown; params?: unknown } | null;
}

interface RouteConfigFacts {
  errors?: readonly ErrorStatus[];
  codes?: readonly number[];
  changesState?: boolean;
}

function configOf(route: RouteFacts): RouteConfigFacts {
  return (route.config ?? {}) as RouteConfigFacts;
}

function changesStateOf(route: RouteFacts): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((m) => STATE_CHANGING.has(m)) || configOf(route).changesState === true;
}

function isErrorStatus(status: number): status is ErrorStatus {
  return status in ERROR_ANSWERS;
}

/** The error answers (HTTP statuses) a route can give, from its method, schema, config and declared codes. */
export function errorAnswersOf(route: RouteFacts, _opts?: OpenApiOptions): ErrorStatus[] {
  const changesState = changesStateOf(route);
  const takesBody = changesState || Boolean(route.schema?.body);
  const takesInput = takesBody || Boolean(route.schema?.querystring || route.schema?.params);
  const isPublic = isPublicRoute(route.config);
  const answers: ErrorStatus[] = [];
  if (takesInput) answers.push(400);
  if (!isPublic) answers.push(401);
  if (changesState || isRestrictedRoute(route.config)) answers.push(403);
  answers.push(404);
  if (takesBody) answers.push(413, 415);
  answers.push(500);
  // Answers a route declares itself: route(..., { errors }) and the descriptor's codes (409, 429, 503,
  // and the statuses of its business codes).
  const config = configOf(route);
  const declared = [...(config.errors ?? []), ...(config.codes ?? []).map(httpStatusOf)];
  for (const status of declared) {
    if (!isErrorStatus(status)) throw new Error(`${route.url}: no description of HTTP status ${status}`);
    if (!answers.includes(status)) answers.push(status);
  }
  return answers.sort((a, b) => a - b);
}

/**
 * The codes a route's error answer of `status` can carry: the status itself and the business codes under
 * it: 40301 on routes restricted to roles or resources, 40302 on state changes (the Origin check), and
 * those the descriptor declares (`codes`).
 */
export function codesOf(route: RouteFacts, status: ErrorStatus): number[] {
  const codes = new Set<number>([status]);
  if (status === 403) {
    if (isRestrictedRoute(route.config)) codes.add(40301);
    if (changesStateOf(route)) codes.add(40302);
  }
  for (const code of configOf(route).codes ?? []) {
    if (code >= 10000 && httpStatusOf(code) === status) codes.add(code);
  }
  for (const code of codes) {
    if (code >= 10000 && BUSINESS_CODES[code] === undefined) {
      throw new Error(`${route.url}: business code ${code} is not in BUSINESS_CODES`);
    }
  }
  return [...codes].sort((a, b) => a - b);
}

function errorResponse(status: ErrorStatus, codes: number[]): Record<string, unknown> {
  const business = codes.filter((c) => c >= 10000);
  const description =
    business.length === 0
      ? ERROR_ANSWERS[status]
      : `${ERROR_ANSWERS[status]}。业务码：${business.map((c) => `${c} ${BUSINESS_CODES[c]}`).join('；')}`;
  return {
    description,
    ...(status === 429
      ? { headers: { 'Retry-After': { type: 'integer', description: '建议等待的秒数' } } }
      : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: ERROR_ENVELOPE_REF },
            {
              type: 'object',
              properties: { code: { type: 'integer', enum: codes } },
            },
          ],
        },
      },
    },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The swagger transform: zod schemas to JSON Schema (fastify-type-provider-zod), then, on API routes,
 * the error answers the route can give (with the codes each can carry) and `security: []` when it needs
 * no session.
 */
function openApiTransform(opts: OpenApiOptions) {
  return (input: TransformInput) => {
    const result = jsonSchemaTransform(input);
    const route = (input as TransformInput & { route?: RouteOptions }).route;
    const url = input.url;
    const isApi = url === opts.apiPrefix || url.startsWith(`${opts.apiPrefix}/`);
    if (!route || !isApi) return result;
    const schema = { ...(result.schema ?? {}) } as Record<string, unknown> & {
      hide?: boolean;
      response?: Record<string, unknown>;
    };
    if (schema.hide) return result;
    const response: Record<string, unknown> = { ...(schema.response ?? { 200: {} }) };
    for (const [status, answer] of Object.entries(response)) {
      const plain = answer && typeof answer === 'object' && !('description' in answer) && !('$ref' in answer);
      if (/^2/.test(status) && plain) {
        response[status] = { ...answer, description: '成功' };
      }
    }
    const declared = (input.schema ?? null) as RouteFacts['schema'];
    const facts: RouteFacts = { method: route.method, url, config: route.config, schema: declared };
    for (const status of errorAnswersOf(facts, opts)) {
      response[status] ??= errorResponse(status, codesOf(facts, status));
    }
    schema.response = response;
    if (isPublicRoute(route.config)) schema.security = [];
    return { ...result, schema };
  };
}

/** `POST /pm-api/order/cancel/{id}` → `postOrderCancelById` (the prefix left out). */
export function operationIdOf(method: string, path: string, apiPrefix = ''): string {
  const rest = path.startsWith(apiPrefix) ? path.slice(apiPrefix.length) : path;
  const words = rest
    .split('/')
    .filter((s) => s.length > 0)
    .flatMap((segment) => {
      const param = /^[{:]([^}]+)\}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[-_.]/);
    })
    .filter((w) => w.length > 0);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The document's path of an endpoint (`/pm-api/order/detail/{id}`). */
function docPathOf(endpoint: AnyEndpoint, apiPrefix: string): string {
  return `${apiPrefix}${endpoint.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '{$1}')}`;
}

/**
 * An OpenAPI link from the success answer of `from` to `to`: `parameters` name the target's parameters
 * (`path.id`, `query.id`), `requestBody` its body (runtime expressions such as `$response.body#/data/id`
 * in place of values), so that clients and stateful fuzzers chain a created object to what reads and
 * changes it.
 */
interface LinkSpec {
  from: AnyEndpoint;
  to: AnyEndpoint;
  name: string;
  description: string;
  parameters?: Record<string, string>;
  requestBody?: unknown;
}

const ORDER_ID = '$response.body#/data/orderIds/0';
const LINKS: readonly LinkSpec[] = [
  // 下单 → 订单详情、取消、确认收货、再次购买（第一笔订单；一次提交按供应商拆成多笔）
  ...[
    [orderDetailEndpoint, 'OrderDetail', '查看所生成的第一笔订单'],
    [orderCancelEndpoint, 'CancelOrder', '取消所生成的第一笔订单'],
    [orderConfirmReceiptEndpoint, 'ConfirmReceipt', '确认收货（发货后）'],
    [orderBuyAgainEndpoint, 'BuyAgain', '再次购买'],
  ].map(([to, name, description]): LinkSpec => ({
    from: orderSubmitEndpoint,
    to: to as AnyEndpoint,
    name: name as string,
    description: description as string,
    parameters: { 'path.id': ORDER_ID },
  })),
  // 售后申请 → 详情、撤销、退货物流
  ...[
    [refundDetailEndpoint, 'RefundDetail', '查看售后单'],
    [refundCancelEndpoint, 'CancelRefund', '撤销售后申请'],
    [refundReturnShippingEndpoint, 'ReturnShipping', '填写退货物流（同意退货后）'],
  ].map(([to, name, description]): LinkSpec => ({
    from: refundApplyEndpoint,
    to: to as AnyEndpoint,
    name: name as string,
    description: description as string,
    parameters: { 'path.id': '$response.body#/data/id' },
  })),
  // 收货地址、发票抬头：新增 → 修改、删除、设为默认
  ...(
    [
      [
        addressSaveEndpoint,
        addressUpdateEndpoint,
        addressRemoveEndpoint,
        addressSetDefaultEndpoint,
        '收货地址',
      ],
      [
        invoiceSaveEndpoint,
        invoiceUpdateEndpoint,
        invoiceRemoveEndpoint,
        invoiceSetDefaultEndpoint,
        '发票抬头',
      ],
    ] as const
  ).flatMap(([save, update, remove, setDefault, what]): LinkSpec[] => [
    {
      from: save,
      to: update,
      name: 'Update',
      description: `修改刚保存的${what}（答复即完整的${what}，可改后原样提交）`,
      requestBody: '$response.body#/data',
    },
    {
      from: save,
      to: remove,
      name: 'Remove',
      description: `删除刚保存的${what}`,
      parameters: { 'query.id': '$response.body#/data/id' },
    },
    {
      from: save,
      to: setDefault,
      name: 'SetDefault',
      description: `把刚保存的${what}设为默认`,
      requestBody: { id: '$response.body#/data/id' },
    },
  ]),
  // 询价：发起 → 详情（采购方、供应商）、取消、报价；报价 → 采购方详情 → 采纳报价
  {
    from: inquiryPushEndpoint,
    to: inquiryDetailEndpoint,
    name: 'InquiryDetail',
    description: '采购方查看询价单',
    parameters: { 'query.id': '$response.body#/data/id' },
  },
  {
    from: inquiryPushEndpoint,
    to: vendorInquiryDetailEndpoint,
    name: 'VendorInquiryDetail',
    description: '供应商（询价单中商品的供应商账号）查看询价单',
    parameters: { 'query.id': '$response.body#/data/id' },
  },
  {
    from: inquiryPushEndpoint,
    to: inquiryCancelEndpoint,
    name: 'CancelInquiry',
    description: '取消询价单',
    requestBody: { id: '$response.body#/data/id' },
  },
  {
    from: inquiryPushEndpoint,
    to: quoteSaveEndpoint,
    name: 'SaveQuote',
    description: '供应商为该询价单报价（lines 的 lineId 取自供应商询价详情的 lines[].id）',
    requestBody: { inquiryId: '$response.body#/data/id' },
  },
  {
    from: vendorInquiryDetailEndpoint,
    to: quoteSaveEndpoint,
    name: 'SaveQuote',
    description: '为询价单的第一行报价（price、validUntil 由报价方填写）',
    requestBody: {
      inquiryId: '$response.body#/data/id',
      lines: [{ lineId: '$response.body#/data/lines/0/id' }],
    },
  },
  {
    from: quoteSaveEndpoint,
    to: inquiryDetailEndpoint,
    name: 'InquiryDetail',
    description: '采购方查看已报价的询价单（其 lines[].quote.id 即可采纳的报价）',
    parameters: { 'query.id': '$request.body#/inquiryId' },
  },
  {
    from: inquiryDetailEndpoint,
    to: quoteAcceptEndpoint,
    name: 'AcceptQuote',
    description: '采纳第一行的报价，按报价价格加入购物车',
    requestBody: { ids: ['$response.body#/data/lines/0/quote/id'] },
  },
];

/** The link table as the document's `links` of each source operation (by operationId). */
export function linksOf(apiPrefix: string): Map<string, Record<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, Record<string, unknown>>>();
  for (const link of LINKS) {
    const from = operationIdOf(link.from.method, docPathOf(link.from, apiPrefix), apiPrefix);
    const links = out.get(from) ?? {};
    links[link.name] = {
      operationId: operationIdOf(link.to.method, docPathOf(link.to, apiPrefix), apiPrefix),
      description: link.description,
      ...(link.parameters ? { parameters: link.parameters } : {}),
      ...(link.requestBody !== undefined ? { requestBody: link.requestBody } : {}),
    };
    out.set(from, links);
  }
  return out;
}

function markdownTable(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The document's description: the envelope, the codes (HTTP statuses and business codes) and the request rules. */
export function apiDescription(): string {
  const statuses = Object.entries(ERROR_ANSWERS).map(([status, meaning]) => [status, meaning]);
  const business = Object.entries(BUSINESS_CODES).map(([code, meaning]) => [
    code,
    httpStatusOf(Number(code)),
    meaning,
  ]);
  return [
    '采购商城后端接口。',
    '',
    '## 响应',
    '每个接口都以 JSON 信封 `{code, message, data}` 答复（标明返回文件或图片的接口成功时直接返回文件，失败时仍是信封）。成功：HTTP 200，code 200。',
    '失败：code 是承载它的 HTTP 状态码，或前三位为该 HTTP 状态码的 5 位业务码（40901 经 HTTP 409 返回，`Math.floor(code / 100)` 即其状态码）；message 是中文说明。每个操作的错误答复列出它可能给出的 code。',
    '',
    '### HTTP 状态码',
    markdownTable(['状态码', '含义'], statuses),
    '',
    '405、414 与 431 任何请求都可能得到（components/responses 中的 MethodNotAllowed、UriTooLong、HeadersTooLarge），408 在请求未及时发完时答复。',
    '',
    '### 业务码',
    markdownTable(['业务码', 'HTTP 状态码', '含义'], business),
    '',
    '## 请求',
    `- ID：正整数的十进制文本（1 到 19 位、不含空格与前导 0、不大于 9223372036854775807），也接受安全整数范围内的 JSON 数字；ID 列表另可写成逗号分隔的文本。`,
    `- ${UNKNOWN_FIELDS_RULE}`,
    `- ${TEXT_RULE_DESCRIPTION}`,
    '- 日期为 `YYYY-MM-DD`（中国时间），时刻为 ISO 8601 或 `YYYY-MM-DD HH:mm`（中国时间）；各字段的取值范围与期限写在其 description 中。',
    '- 限流：登录、注册与核对密码的操作（修改密码、修改手机号、注销账号）超过次数答复 429，Retry-After 给出等待秒数。',
    '- 链接（links）：创建对象的操作（下单、售后申请、新增地址与发票抬头、发起询价、报价）指向读取与修改它的操作。',
  ].join('\n');
}

type JsonNode = Record<string, unknown> & {
  type?: string;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  properties?: Record<string, JsonNode>;
  description?: string;
};

/** True when a schema takes an object or a list of objects (which a form field cannot hold as such). */
function takesObjects(schema: JsonNode): boolean {
  const alts = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return alts.some(
    (a) =>
      a.type === 'object' ||
      a.properties !== undefined ||
      (a.type === 'array' && a.items !== undefined && takesObjects(a.items)),
  );
}

export const FORM_JSON_FIELD =
  '表单中此字段是 JSON 文本：整个数组写成一个字段（lines=[{…},{…}]），或每个对象一个重复字段（lines={…}&lines={…}）；' +
  '结构同 application/json 请求体中的同名字段';

/**
 * The form-encoded body as the server reads it: a field that takes objects travels as JSON text (the
 * contract parses it, e.g. batch match's `lines`), so the form schema says a string rather than an
 * array of objects no form can carry.
 */
function formSchemaOf(schema: JsonNode): JsonNode {
  const properties: Record<string, JsonNode> = {};
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    properties[name] = takesObjects(child)
      ? {
          type: 'string',
          description: `${child.description ? `${child.description}。` : ''}${FORM_JSON_FIELD}`,
          example: '[{"name":"得力 A4 复印纸","num":"2"}]',
        }
      : child;
  }
  return { ...schema, properties };
}

/** Adds what the operations cannot say themselves: operationIds, links and the answers any request may get. */
function decorateDocument(doc: Record<string, unknown>, opts: OpenApiOptions): Record<string, unknown> {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  const links = linksOf(opts.apiPrefix);
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!(path === opts.apiPrefix || path.startsWith(`${opts.apiPrefix}/`))) continue;
    for (const [method, op] of Object.entries(item)) {
      const id = operationIdOf(method, path, opts.apiPrefix);
      if (seen.has(id)) throw new Error(`two operations named ${id}`);
      seen.add(id);
      op.operationId = id;
      const body = op.requestBody as { content?: Record<string, { schema?: JsonNode }> } | undefined;
      const form = body?.content?.['application/x-www-form-urlencoded'];
      // A new media object: swagger shares one between the form and the JSON content.
      if (body?.content && form?.schema) {
        body.content['application/x-www-form-urlencoded'] = { ...form, schema: formSchemaOf(form.schema) };
      }
      const responses = (op.responses ?? {}) as Record<string, Record<string, unknown>>;
      for (const [name, status] of Object.entries(SHARED_ANSWERS)) {
        responses[String(status)] ??= { $ref: `#/components/responses/${name}` };
      }
      const ownLinks = links.get(id);
      if (ownLinks && responses['200']) responses['200'] = { ...responses['200'], links: ownLinks };
      op.responses = responses;
    }
  }
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  components.responses = {
    ...(components.responses ?? {}),
    ...Object.fromEntries(
      Object.entries(SHARED_ANSWERS).map(([name, status]) => [name, errorResponse(status, [status])]),
    ),
  };
  doc.components = components;
  return doc;
}

/**
 * The OpenAPI 3 document (served by the API's /openapi.json route through `app.swagger()`). Register it
 * before the routes: swagger collects routes with an onRoute hook.
 */
export async function registerOpenApi(app: FastifyInstance, opts: OpenApiOptions): Promise<void> {
  const options: FastifyDynamicSwaggerOptions = {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '固买商城 API',
        description: apiDescription(),
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'SESSION' },
        },
        schemas: { ErrorEnvelope: ERROR_ENVELOPE_SCHEMA },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    transform: openApiTransform(opts) as FastifyDynamicSwaggerOptions['transform'],
    // Zod schemas with an id (z.globalRegistry, e.g. the recursive resource tree) become components;
    // then operationIds, links and the shared answers.
    transformObject: ((input: Parameters<typeof jsonSchemaTransformObject>[0]) =>
      decorateDocument(
        jsonSchemaTransformObject(input) as unknown as Record<string, unknown>,
        opts,
      )) as unknown as FastifyDynamicSwaggerOptions['transformObject'],
  };
  await app.register(swagger, options);
}
