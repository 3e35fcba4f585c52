/**
 * Registers a route from the contract: the descriptor gives method, path and access, its schemas give
 * validation, serialization and the OpenAPI entry. A handler returns the `data` of the success envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, AnyEndpoint, ResOf } from '@pm/contract/endpoint';
import type { RouteDef, RouteSchemas } from '@pm/contract/endpoint-schema';
import { ok } from '@pm/contract/envelope';
import { envelopeOf } from '@pm/contract/envelope-schema';
import {
  type AnswerEncoding,
  compressAnswer,
  COMPRESS_THRESHOLD,
  preferredEncoding,
} from '../plugins/compress';
import type { ErrorStatus } from '../plugins/openapi-answers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every API route declares it (registration fails otherwise). */
    access?: Access;
    /** Error answers beyond those every route of its kind gives (OpenAPI), e.g. 503. */
    errors?: readonly ErrorStatus[];
    /** Failure codes the descriptor declares (`Endpoint.codes`): HTTP statuses or business codes (OpenAPI). */
    codes?: readonly number[];
    /** Headers the route sets on its success answer (OpenAPI). */
    answerHeaders?: Readonly<Record<string, AnswerHeader>>;
  }
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RouteRequest<S extends RouteSchemas> = FastifyRequest<{
  Querystring: Out<S['querystring']>;
  Body: Out<S['body']>;
  Params: Out<S['params']>;
  Headers: Out<S['headers']>;
}>;

/** A header of a success answer, as the OpenAPI document shows it. */
export interface AnswerHeader {
  description: string;
  schema: { type: 'string'; enum?: readonly string[] };
}

export interface RouteOptions {
  /** The success message (default 操作成功). */
  message?: string;
  /** Error answers this route gives beyond the usual ones, for the OpenAPI document. */
  errors?: readonly ErrorStatus[];
  /** Headers the handler sets on every success answer, for the OpenAPI document. */
  answerHeaders?: Readonly<Record<string, AnswerHeader>>;
}

/**
 * The OpenAPI words of an endpoint: tag, summary, what its id-like fields reference (`x-id-refs`,
 * read by the isolation test), the role types that may call it (`x-roles`) and whether visitors may call
 * it on its public path (`x-visitor`). A route registered with plain `app.route` (a file download) spreads
 * it into its schema too.
 */
export function endpointDoc(endpoint: AnyEndpoint): {
  tags: string[];
  summary: string;
  'x-id-refs'?: Record<string, string>;
  'x-roles'?: string[];
  'x-visitor'?: true;
} {
  const { access } = endpoint;
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.idRefs ? { 'x-id-refs': { ...endpoint.idRefs } } : {}),
    // The role types that may call it (the open platform lists an operation to those roles only).
    ...(typeof access === 'object' && 'roles' in access ? { 'x-roles': [...access.roles] } : {}),
    // Visitors may call it without a session on `/public` + its path.
    ...(endpoint.visitor ? { 'x-visitor': true as const } : {}),
  };
}

/**
 * A success answer serialized ahead of time (a cached cart list): the route sends its bytes as they
 * are. `prepareAnswer` makes one through the same schema and serialization as the route's answers.
 */
export class PreparedAnswer<T> {
  declare readonly data?: T;
  private readonly compressed = new Map<AnswerEncoding, Buffer>();
  constructor(readonly body: Buffer) {}

  /** The body compressed, once per encoding (a kept answer is sent many times). */
  encoded(encoding: AnswerEncoding): Buffer {
    let out = this.compressed.get(encoding);
    if (!out) this.compressed.set(encoding, (out = compressAnswer(encoding, this.body)));
    return out;
  }
}

/**
 * Sends a prepared JSON answer, compressed as the client takes it: here, once per encoding, rather than
 * by plugins/compress on every sending (it leaves an answer that has a Content-Encoding alone).
 */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer<unknown>) {
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}

/** The envelope schema of each route's answers, built once (zod compiles a schema's checks at first use). */
const envelopes = new WeakMap<object, z.ZodType>();

/** The bytes a route answers for `data` (the envelope, checked against the route's response schema). */
export function prepareAnswer<E extends AnyEndpoint, S extends RouteSchemas>(
  def: RouteDef<E, S>,
  data: ResOf<E>,
  message?: string,
): PreparedAnswer<ResOf<E>> {
  let envelope = envelopes.get(def);
  if (!envelope) envelopes.set(def, (envelope = envelopeOf(def.response)));
  return new PreparedAnswer(Buffer.from(JSON.stringify(envelope.parse(ok(data, message)))));
}

export function route<E extends AnyEndpoint, S extends RouteSchemas>(
  app: FastifyInstance,
  def: RouteDef<E, S>,
  handler: (req: RouteRequest<S>, reply: FastifyReply) => Promise<ResOf<E> | PreparedAnswer<ResOf<E>>>,
  opts: RouteOptions = {},
): void {
  const { endpoint } = def;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.visitor ? { visitor: true } : {}),
      ...(endpoint.changesState ? { changesState: true } : {}),
      ...(opts.errors ? { errors: opts.errors } : {}),
      ...(endpoint.codes ? { codes: endpoint.codes } : {}),
      ...(opts.answerHeaders ? { answerHeaders: opts.answerHeaders } : {}),
    },
    schema: {
      ...endpointDoc(endpoint),
      // A form endpoint takes the form encoding and, like every endpoint, JSON.
      ...(endpoint.form ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
      // An upload: its module registers the multipart parser (scoped to the module).
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.headers ? { headers: def.headers } : {}),
      response: { 200: envelopeOf(def.response) },
    },
    handler: async (req, reply) => {
      const data = await handler(req as RouteRequest<S>, reply);
      if (!(data instanceof PreparedAnswer)) return ok(data, opts.message);
      return sendPrepared(req, reply, data);
    },
  });
}

/** A file answer: its bytes, names for the download (ASCII and the Chinese one) and its caching. */
export interface FileAnswer {
  buffer: Buffer;
  fileName: string;
  asciiName: string;
  /** Cache-Control (default no-store: exports hold the caller's data). */
  cacheControl?: string;
  /** The answer's media type, when the route declares several (an image of one of some types). */
  contentType?: string;
  /** Shown in the browser (an image) rather than saved: Content-Disposition inline. */
  inline?: boolean;
}

/** Content-Disposition attachment with an ASCII name and the UTF-8 one (RFC 6266 / 5987). */
export function attachment(file: Pick<FileAnswer, 'fileName' | 'asciiName'>): string {
  return `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
}

/**
 * Registers a route whose success answer is a file (an xlsx export, a template) rather than the
 * envelope: documented with its media type and, like every route, its error answers in the envelope.
 */
export function fileRoute<Q extends z.ZodType | undefined, P extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  def: { endpoint: AnyEndpoint; querystring?: Q; params?: P; response: z.ZodType },
  mediaType: string | readonly string[],
  handler: (req: FastifyRequest<{ Querystring: Out<Q>; Params: Out<P> }>) => Promise<FileAnswer>,
): void {
  const { endpoint } = def;
  const mediaTypes = typeof mediaType === 'string' ? [mediaType] : [...mediaType];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.visitor ? { visitor: true } : {}),
      ...(endpoint.codes ? { codes: endpoint.codes } : {}),
    },
    schema: {
      ...endpointDoc(endpoint),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.params ? { params: def.params } : {}),
      response: { 200: def.response },
      produces: mediaTypes,
    },
    handler: async (req, reply) => {
      const file = await handler(req as FastifyRequest<{ Querystring: Out<Q>; Params: Out<P> }>);
      const disposition = attachment(file);
      return reply
        .header('content-type', file.contentType ?? mediaTypes[0]!)
        .header(
          'content-disposition',
          file.inline ? disposition.replace(/^attachment/, 'inline') : disposition,
        )
        .header('cache-control', file.cacheControl ?? 'no-store')
        .send(file.buffer);
    },
  });
}
