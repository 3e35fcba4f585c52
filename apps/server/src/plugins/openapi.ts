/**
 * The OpenAPI 3 document: @fastify/swagger collects the routes, the transform adds each operation's error
 * answers and security, and the document gets its operation ids, links, form bodies and shared answers.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  APP_RATE_HEADERS,
  codesOf,
  ERROR_ENVELOPE_SCHEMA,
  errorAnswersOf,
  errorResponse,
  isPublicRoute,
  type RouteFacts,
  scopeOf,
  SHARED_ANSWERS,
} from './openapi-answers';
import { OAUTH_ERRORS, OPEN_TOKEN_PATH } from '@pm/contract/open-platform-api';
import { OPEN_SCOPE_LABELS } from '@pm/contract/open-scopes';
import { apiDescription } from './openapi-description';
import { linksOf, operationIdOf } from './openapi-links';

export interface OpenApiOptions {
  apiPrefix: string;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const OAUTH_ERROR_REF = '#/components/schemas/OAuthError';
const OAUTH_ERROR_DESCRIPTION = {
  400: '令牌请求不正确（RFC 6749 §5.2：invalid_request、unsupported_grant_type、invalid_scope、unauthorized_client），或请求体无法解析（统一错误结构）',
  401: '客户端认证失败（RFC 6749 §5.2：invalid_client）',
  429: '获取令牌过于频繁（temporarily_unavailable，每个 client_id、每个来源 IP 每分钟各有上限），见 Retry-After 头',
} as const;

/** RFC 6749 §5.2's error answer of the token endpoint (not the envelope). */
const OAUTH_ERROR_SCHEMA = {
  type: 'object' as const,
  description: 'OAuth2 错误（RFC 6749 §5.2），不是统一响应结构',
  required: ['error', 'error_description'],
  properties: {
    error: { type: 'string' as const, enum: [...OAUTH_ERRORS] },
    error_description: { type: 'string' as const, description: '中文说明' },
  },
};

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
    // Headers the handler sets on its success answer (swagger moves them to the answer's headers).
    // (and on the API for apps, the rate headers the app gate sets on every answer)
    const answerHeaders = scopeOf(route.config)
      ? { ...APP_RATE_HEADERS, ...route.config?.answerHeaders }
      : route.config?.answerHeaders;
    if (answerHeaders && response['200'] && typeof response['200'] === 'object') {
      const headers = Object.fromEntries(
        Object.entries(answerHeaders).map(([name, h]) => [name, { ...h.schema, description: h.description }]),
      );
      response['200'] = { ...response['200'], headers };
    }
    const declared = (input.schema ?? null) as RouteFacts['schema'];
    const facts: RouteFacts = { method: route.method, url, config: route.config, schema: declared };
    for (const status of errorAnswersOf(facts)) {
      response[status] ??= errorResponse(status, codesOf(facts, status));
    }
    // The token endpoint answers RFC 6749's errors (400, 401 invalid_client, 429 over its limit), or an
    // envelope for what the framework refuses before it (a malformed body).
    if ((route.schema as Record<string, unknown> | undefined)?.['x-oauth']) {
      for (const status of [400, 401, 429] as const) {
        const envelope = errorResponse(status, [status]) as { content: Record<string, { schema: unknown }> };
        response[status] = {
          description: OAUTH_ERROR_DESCRIPTION[status],
          content: {
            'application/json': {
              schema: { oneOf: [{ $ref: OAUTH_ERROR_REF }, envelope.content['application/json']!.schema] },
            },
          },
        };
      }
      delete schema['x-oauth'];
    }
    schema.response = response;
    if (isPublicRoute(route.config)) schema.security = [];
    const scope = scopeOf(route.config);
    if (scope) schema.security = [{ openApp: [scope] }];
    return { ...result, schema };
  };
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
          // The API for apps: a Bearer token of the client-credentials grant, with the operation's scope.
          openApp: {
            type: 'oauth2',
            description: '开放平台应用的访问令牌（client_credentials），放在 Authorization: Bearer 头中',
            flows: {
              clientCredentials: {
                tokenUrl: `${opts.apiPrefix}${OPEN_TOKEN_PATH}`,
                scopes: { ...OPEN_SCOPE_LABELS },
              },
            },
          },
        },
        schemas: { ErrorEnvelope: ERROR_ENVELOPE_SCHEMA, OAuthError: OAUTH_ERROR_SCHEMA },
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
