import http from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, fail } from '@pm/contract/envelope';
import { fieldNames } from '@pm/contract/fields';
import { AppError } from '../lib/app-error';
import { echoLabel, echoPath, echoText } from './input-guard';
import { allowedMethods, METHOD_NOT_ALLOWED_MESSAGE } from './method-not-allowed';

const CONTEXT_LABELS: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** The longest validation message repeated (a schema's own messages are far shorter). */
const VALIDATION_MESSAGE_MAX_CHARS = 300;

/** `/items/0/name` (fastify-type-provider-zod joins the path with `/`) as `items.0.name`. */
function fieldOfPath(instancePath: string): string {
  return echoPath(instancePath.replace(/^\//, '').split('/'));
}

/**
 * The 400 answer of a failed validation, naming the first field in Chinese. Field names come from the
 * client (an unknown key of a record, say): what is repeated of them is made safe to echo (no control
 * or format characters, at most ECHO_MAX_CHARS characters), in the message and in data.errors[].field.
 */
function validationAnswer(err: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const errors = err.validation.map((v) => ({
    field: fieldOfPath(v.instancePath),
    message: echoText(v.message ?? '格式不正确', VALIDATION_MESSAGE_MAX_CHARS),
  }));
  const first = errors[0];
  const where = CONTEXT_LABELS[err.validationContext ?? ''] ?? '参数';
  const label = first?.field ? echoLabel(first.field) : '';
  const message = first
    ? label
      ? fieldNames(first.field).some((name) => first.message.includes(name))
        ? first.message
        : `${label}：${first.message}`
      : `${where}：${first.message}`
    : `${where}格式不正确`;
  return fail(ERROR_CODES.badRequest, message, { errors });
}

/** Fastify's own client-error codes mapped to a status and a Chinese message. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求体不能为空'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.malformedJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.malformedBody],
  FST_ERR_CTP_EMPTY_TYPE: [415, MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_TYPE: [415, MESSAGES.unsupportedMediaType],
  FST_ERR_BAD_URL: [400, '请求地址格式不正确'],
  FST_ERR_MAX_PARAM_LENGTH: [414, '请求地址过长'],
  FST_ERR_ASYNC_CONSTRAINT: [400, MESSAGES.malformedBody],
};

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.malformedBody,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: METHOD_NOT_ALLOWED_MESSAGE,
  406: '不支持的响应格式',
  408: '请求超时',
  413: MESSAGES.payloadTooLarge,
  414: '请求地址过长',
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
  431: '请求头过大',
};

/** One handler turns every error into the `{code, message, data}` envelope. */
export function registerErrorHandling(
  app: FastifyInstance,
  apiPrefix: string,
  spaFallback: (req: FastifyRequest) => boolean = () => false,
): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (
        err.httpStatus === 429 &&
        err.data &&
        typeof err.data === 'object' &&
        'retryAfterSeconds' in err.data
      ) {
        reply.header('retry-after', String((err.data as { retryAfterSeconds: number }).retryAfterSeconds));
      }
      return reply.code(err.httpStatus).send(fail(err.code, err.message, err.data));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send(validationAnswer(err));
    }
    if (err.validation) {
      return reply
        .code(400)
        .send(
          fail(ERROR_CODES.badRequest, `${CONTEXT_LABELS[err.validationContext ?? ''] ?? '参数'}格式不正确`),
        );
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.code(known[0]).send(fail(known[0], known[1]));
    if (err instanceof SyntaxError && req.method !== 'GET') {
      return reply.code(400).send(fail(ERROR_CODES.badRequest, MESSAGES.malformedJson));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(err)) {
      return reply.code(status).send(fail(status, STATUS_MESSAGES[status] ?? MESSAGES.malformedBody));
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return reply.code(500).send(fail(ERROR_CODES.internal, MESSAGES.internal, { requestId: req.id }));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === apiPrefix || path.startsWith(`${apiPrefix}/`)) {
      const allow = allowedMethods(req.server, path);
      if (allow.length > 0 && !allow.includes(req.method)) {
        return reply.code(405).header('allow', allow.join(', ')).send(fail(405, METHOD_NOT_ALLOWED_MESSAGE));
      }
      return reply.code(404).send(fail(ERROR_CODES.notFound, MESSAGES.routeNotFound));
    }
    if (spaFallback(req)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send(fail(ERROR_CODES.notFound, MESSAGES.notFound));
  });
}

/** Node's HTTP parser errors (before any routing) as [status, message]. */
function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, '请求头或请求地址过长'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, STATUS_MESSAGES[408] ?? '请求超时'];
  return [400, '请求格式不正确'];
}

/**
 * Fastify's `clientErrorHandler` server option: what Node's HTTP parser refuses (oversized headers or
 * URL: 431; raw non-ASCII bytes or garbage in the request line: 400; a request too slow: 408) never
 * reaches Fastify, so the envelope is written on the socket by hand, with a status line, and the
 * connection closed (the parser cannot go on with it).
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (err, socket) => {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(err.code);
  const body = JSON.stringify(fail(status, message));
  // As Node does: never write into a response that has already started on this socket.
  const inFlight = (socket as unknown as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n' +
      '\r\n' +
      body,
    () => socket.destroy(),
  );
};

/**
 * Fastify's `frameworkErrors` server option: errors of its router before a route is chosen (a URL whose
 * %-encoding is broken, an over-long path parameter) answer the envelope instead of Fastify's own JSON.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _req, reply) => {
  const [status, message] = FASTIFY_CLIENT_ERRORS[err.code] ?? [400, '请求格式不正确'];
  // The option's reply is generic over the route's types; this answer has no route.
  void (reply as unknown as FastifyReply).code(status).send(fail(status, message));
};

/** The server options that keep answers before routing in the envelope: spread them into Fastify({…}). */
export const envelopeServerOptions = { clientErrorHandler, frameworkErrors } satisfies FastifyServerOptions;
