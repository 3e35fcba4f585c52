import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  apiPrefix: string;
  /** Paths under the prefix whose calls are rate limited: they document 429. */
  rateLimitedPaths?: readonly string[];
}

/** Paths rate limited today: the login (per account and per client address). */
export const RATE_LIMITED_PATHS: readonly string[] = ['/open/token'];

const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/** The error envelope as the document's one shared schema (every error answer refers to it). */
const ERROR_ENVELOPE_SCHEMA = {
  type: 'object' as const,
  description: '错误响应：code 同 HTTP 状态码，message 为中文说明',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer' as const, description: '错误码（同 HTTP 状态码）', example: 400 },
    message: { type: 'string' as const, description: '中文错误信息', example: '请求参数不正确' },
    data: {
      nullable: true,
      description: '附加信息，多为 null；参数错误时为 {errors:[{field,message}]}，系统错误时为 {requestId}',
    },
  },
};

/** What each error answer means, in the document's words. */
export const ERROR_ANSWERS = {
  400: '请求参数不正确（格式、取值或包含不允许的字符）',
  401: '未登录或登录已失效',
  403: '没有操作权限，或请求来源不被允许（跨站的状态变更请求）',
  404: '接口或资源不存在',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  409: '与当前状态冲突（如订单状态不允许该操作、价格已变化、库存或信用额度不足、幂等键被另一请求使用）',
  429: '请求过于频繁，请稍后再试（Retry-After 给出等待秒数）',
  500: '系统繁忙，请稍后再试（data.requestId 为请求编号）',
  503: '服务暂不可用（如数据库不可达），请稍后再试',
} as const;
export type ErrorStatus = keyof typeof ERROR_ANSWERS;

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

/** The error answers a route can give, from its method, schema and config. */
export function errorAnswersOf(route: RouteFacts, opts: OpenApiOptions): ErrorStatus[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const changesState = methods.some((m) => STATE_CHANGING.has(m));
  const takesBody = changesState || Boolean(route.schema?.body);
  const takesInput = takesBody || Boolean(route.schema?.querystring || route.schema?.params);
  const isPublic = isPublicRoute(route.config);
  const rateLimited = (opts.rateLimitedPaths ?? RATE_LIMITED_PATHS).some(
    (p) => route.url === `${opts.apiPrefix}${p}`,
  );
  const answers: ErrorStatus[] = [];
  if (takesInput) answers.push(400);
  if (!isPublic) answers.push(401);
  if (changesState || isRestrictedRoute(route.config)) answers.push(403);
  answers.push(404);
  if (takesBody) answers.push(413, 415);
  if (rateLimited) answers.push(429);
  answers.push(500);
  // Answers a route declares itself (route(..., { errors })), e.g. 503 of the health check.
  const extra = (route.config as { errors?: readonly ErrorStatus[] } | null | undefined)?.errors ?? [];
  for (const status of extra) if (!answers.includes(status)) answers.push(status);
  return answers;
}

function errorResponse(status: ErrorStatus): Record<string, unknown> {
  return {
    description: ERROR_ANSWERS[status],
    ...(status === 429
      ? { headers: { 'Retry-After': { type: 'integer', description: '建议等待的秒数' } } }
      : {}),
    content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The swagger transform: zod schemas to JSON Schema (fastify-type-provider-zod), then, on API routes,
 * the error answers the route can give and `security: []` when it needs no session.
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
    for (const status of errorAnswersOf(
      { method: route.method, url, config: route.config, schema: declared },
      opts,
    )) {
      response[status] ??= errorResponse(status);
    }
    schema.response = response;
    if (isPublicRoute(route.config)) schema.security = [];
    return { ...result, schema };
  };
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
        description: '采购商城后端接口，统一响应 {code, message, data}',
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
    // Zod schemas with an id (z.globalRegistry, e.g. the recursive resource tree) become components.
    transformObject: jsonSchemaTransformObject as FastifyDynamicSwaggerOptions['transformObject'],
  };
  await app.register(swagger, options);
}
