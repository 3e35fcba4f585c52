/**
 * The error answers of the OpenAPI document: what each HTTP status means, which a route can give (from its
 * method, schemas, access and declared codes), the codes each can carry, and the shared error envelope.
 */
import { BUSINESS_CODES, httpStatusOf } from '@pm/contract/envelope';

export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/** The error envelope as the document's one shared schema (every error answer refers to it). */
export const ERROR_ENVELOPE_SCHEMA = {
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
export const SHARED_ANSWERS: Record<string, ErrorStatus> = {
  MethodNotAllowed: 405,
  UriTooLong: 414,
  HeadersTooLarge: 431,
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when a route answers without a session. Accepts both route-config styles:
 * `{ public: true }` and `{ access: 'public' }`.
 */
export function isPublicRoute(config: unknown): boolean {
  if (config === null || typeof config !== 'object') return false;
  const c = config as { public?: unknown; access?: unknown };
  return c.public === true || c.access === 'public';
}

/** True when the route belongs to the API for apps (`access: { scope }`: an app's token, not a session). */
export function scopeOf(config: unknown): string | null {
  const access = (config as { access?: unknown } | null | undefined)?.access;
  return access !== null && typeof access === 'object' && 'scope' in access
    ? String((access as { scope: unknown }).scope)
    : null;
}

/**
 * A route of the API for apps (a scope in its access) or its token endpoint (`x-oauth` in its schema): servers
 * call them with a bearer token or client credentials, never with the session cookie, so no page of another
 * site can forge a call and the Origin check (plugins/security.ts) leaves them alone.
 */
export function isAppRoute(config: unknown, schema: unknown): boolean {
  return (
    scopeOf(config) !== null ||
    (schema !== null && typeof schema === 'object' && (schema as Record<string, unknown>)['x-oauth'] === true)
  );
}

/**
 * The headers the app gate (modules/open-platform/app-gate.ts) sets on every answer of the API for apps:
 * documented on each app route's success answer.
 */
export const APP_RATE_HEADERS = {
  'X-RateLimit-Limit': { description: '应用每分钟可调用的次数', schema: { type: 'string' as const } },
  'X-RateLimit-Remaining': { description: '本分钟内剩余的调用次数', schema: { type: 'string' as const } },
  'X-RateLimit-Reset': { description: '距本分钟窗口结束的秒数', schema: { type: 'string' as const } },
};

/** True when the route config restricts callers beyond a session (roles, a resource code or an app's scope). */
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

/** Whether the Origin check (40302) can refuse a call of the route: a state change not of the API for apps. */
function originChecked(route: RouteFacts): boolean {
  return changesStateOf(route) && !isAppRoute(route.config, route.schema);
}

function isErrorStatus(status: number): status is ErrorStatus {
  return status in ERROR_ANSWERS;
}

/** The error answers (HTTP statuses) a route can give, from its method, schema, config and declared codes. */
export function errorAnswersOf(route: RouteFacts): ErrorStatus[] {
  const changesState = changesStateOf(route);
  const takesBody = changesState || Boolean(route.schema?.body);
  const takesInput = takesBody || Boolean(route.schema?.querystring || route.schema?.params);
  const isPublic = isPublicRoute(route.config);
  const answers: ErrorStatus[] = [];
  if (takesInput) answers.push(400);
  if (!isPublic) answers.push(401);
  if (originChecked(route) || isRestrictedRoute(route.config) || scopeOf(route.config)) answers.push(403);
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
    // The API for apps: a token without the scope (40303) or a call from outside the app's IP allowlist (40304).
    if (scopeOf(route.config)) codes.add(40303).add(40304);
    else if (isRestrictedRoute(route.config)) codes.add(40301);
    if (originChecked(route)) codes.add(40302);
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

export function errorResponse(status: ErrorStatus, codes: number[]): Record<string, unknown> {
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
