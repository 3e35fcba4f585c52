/**
 * The table of endpoints: every domain file of this package (auth.ts, user.ts, cart.ts …) exports one
 * descriptor per endpoint, and that descriptor is the only place its method and path are written.
 * The server registers its route from it (with the zod schemas of the sibling `*-schema.ts`), the web
 * calls it through it, and its request/response types travel with it. This file loads no zod, so the
 * web can import descriptors at start.
 */
import type { OpenScope } from './open-scopes';
import type { RoleType } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `public` (visitors too), `user` (any signed-in user), some role types,
 * a resource code that must appear in the caller's resource tree, or (the API for apps, open-platform-api.ts)
 * a scope an app's access token must carry (sessions are not accepted there).
 */
export type Access =
  'public' | 'user' | { roles: readonly RoleType[] } | { resource: string } | { scope: OpenScope };

/**
 * What an id-like request field names: public reference data every caller may name (goods, brands,
 * catalogs, divisions, roles, freight templates, suppliers: vendor organizations, buyers: verified buyer
 * organizations, published customer stories and mall notices, help articles and directories), or `owned`: a row of the caller's organization or user, which answers 404 to anybody else.
 */
export type IdRef =
  | 'goods'
  | 'brand'
  | 'catalog'
  | 'division'
  | 'role'
  | 'freightTemplate'
  | 'supplier'
  | 'buyer'
  | 'story'
  | 'notice'
  | 'helpArticle'
  | 'helpDirectory'
  | 'owned';

/**
 * One endpoint. `Req` is what a client sends (query for GET/DELETE, body otherwise; path parameters
 * such as `:id` are fields of it too), `Res` the `data` of the success envelope.
 */
export interface Endpoint<Req = void, Res = unknown> {
  readonly method: HttpMethod;
  /** Path under the API prefix; `:name` segments are path parameters. */
  readonly path: string;
  readonly access: Access;
  /** The body travels form-encoded (application/x-www-form-urlencoded) rather than as JSON. */
  readonly form?: boolean;
  /** The body travels as multipart/form-data (file uploads): Blob fields are sent as files. */
  readonly multipart?: boolean;
  /**
   * A GET that changes state (signs out, changes the password). A cookie session must come from our own
   * pages for it, as for any POST/PUT/DELETE (the server's Origin check); declare it on every GET that writes.
   */
  readonly changesState?: true;
  /**
   * Visitors' browsers call it without a session through its public path (`/public` + path, visitor.ts):
   * the server answers that path as a visitor whatever token it carries. Only on `public` endpoints (the
   * server refuses to start otherwise); the OpenAPI operation carries it as `x-visitor`.
   */
  readonly visitor?: true;
  /** OpenAPI tag and summary, in Chinese. */
  readonly tag: string;
  readonly summary: string;
  /**
   * What each id-like field of the request references (`id`, `ids`, `uuid`, `…Id`, `…Ids`, nested as
   * `lines[].id`); the OpenAPI operation carries it as `x-id-refs`. Required for every such field:
   * the isolation test (apps/server/src/test/isolation.test.ts) fails without it, and calls every
   * `owned` field as another organization with a buyer's ids.
   */
  readonly idRefs?: Readonly<Record<string, IdRef>>;
  /**
   * Failure codes the endpoint answers beyond those every endpoint of its kind answers (400, 401, 403,
   * 404, 413, 415, 500, and 40301/40302, derived from its method, schemas and access): an HTTP status
   * (409 a state conflict, 429 rate limited, 503) or a business code of BUSINESS_CODES (envelope.ts),
   * e.g. 40001 or 40901. The OpenAPI document lists them under the operation's error answers.
   */
  readonly codes?: readonly number[];
  /** Type carrier only; never set. */
  readonly __types?: { req: Req; res: Res };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;
export type ReqOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

const PARAM = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** The names of the path parameters of a path ('/item/detail/get/:id' → ['id']). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}

/**
 * Splits a request into the concrete path (parameters filled in, URI-encoded) and the rest of its
 * fields. A missing parameter throws: it is a programming error, not a user's.
 */
export function fillPath(path: string, input: unknown): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> =
    input !== null && typeof input === 'object' ? { ...(input as Record<string, unknown>) } : {};
  const filled = path.replace(PARAM, (_m, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${name} of ${path}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** True when the endpoint is open to visitors. */
export function isPublic(access: Access): boolean {
  return access === 'public';
}
