/** Every answer of /pm-api is this envelope. Success is code 0 or 200. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODES: readonly number[] = [0, 200];
/** The code the server answers on success (login must answer 200, so everything does). */
export const OK_CODE = 200;

export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && SUCCESS_CODES.includes(code);
}

export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { code: OK_CODE, message, data };
}

export function fail(code: number, message: string, data: unknown = null): Envelope<unknown> {
  return { code, message, data };
}

/**
 * Failure codes. A code is either the HTTP status that carries it (three digits) or a business code of
 * five digits whose first three are that HTTP status (40901 travels as HTTP 409), so a client can read
 * either and `Math.floor(code / 100)` of a business code is its status.
 * Business failures that are not a client's fault never use 5xx.
 */
export const ERROR_CODES = {
  badRequest: 400,
  /** Login: wrong username or password (HTTP 400: a 401 would read as an expired session). */
  badCredentials: 40001,
  /** Signed in, but the caller's role or resources may not call this endpoint (HTTP 403). Not a session problem: clients stay signed in. */
  roleForbidden: 40301,
  /** A cookie-authenticated state change from a page of another site (HTTP 403). */
  badOrigin: 40302,
  /** An app's access token lacks the scope the endpoint needs (the API for apps, HTTP 403). */
  scopeMissing: 40303,
  /** An app called from an address outside its IP allowlist (HTTP 403). */
  ipRefused: 40304,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
} as const;

/**
 * The business codes (five digits) with their Chinese meaning: the one table of them. The OpenAPI
 * document renders it (info.description, and per operation the codes it can answer); a server test
 * checks that every code the server throws is here or is an HTTP status, and this package's test that
 * each code's first three digits are the HTTP status that carries it.
 */
export const BUSINESS_CODES: Readonly<Record<number, string>> = {
  40001: '用户名或密码错误（登录失败，HTTP 400；不是会话失效）',
  40301: '已登录，但当前角色或权限不能调用该接口（HTTP 403；客户端应保持登录）',
  40302: '请求来源不被允许：来自其他站点页面的 Cookie 会话状态变更请求（HTTP 403）',
  40303: '应用的访问令牌未获授予该接口所需的权限范围（scope）（HTTP 403）',
  40304: '调用来源 IP 不在应用的 IP 白名单内（HTTP 403）',
  40901: '价格或运费已变化：data 为最新的结算预览，请确认后重新提交（HTTP 409）',
  40902: '同一 Idempotency-Key 已用于另一次不同的提交（HTTP 409）',
  40903: '企业剩余信用额度不足（HTTP 409）',
  40904: '商品库存不足（HTTP 409）',
  40905: '个人账号尚未加入采购企业，不能下单（HTTP 409）',
  40920: '超出采购计划预算：本次下单金额超过计划剩余预算（HTTP 409）',
  40940: '协同采购单或其明细已被他人修改（版本号已变）：请重新读取后再操作（HTTP 409）',
  40950: '该审批已处理（已通过、已驳回或已过期），不能再作另一决定（HTTP 409）',
};

/** The HTTP status that carries a code: the code itself, or the first three digits of a business code. */
export function httpStatusOf(code: number): number {
  return code >= 10000 ? Math.floor(code / 100) : code;
}

/** Chinese messages shared by server and clients. */
export const MESSAGES = {
  shopFallback: '操作失败，系统异常',
  cartFallback: '操作失败，系统错误',
  badCredentials: '用户名或密码错误',
  unauthorized: '请先登录',
  sessionExpired: '登录已失效，请重新登录',
  forbidden: '没有操作权限',
  notFound: '请求的资源不存在',
  routeNotFound: '接口不存在',
  tooManyLogins: '登录尝试过于频繁，请稍后再试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  payloadTooLarge: '请求内容过大',
  malformedJson: '请求体不是有效的 JSON',
  malformedBody: '请求体格式不正确',
  unsupportedMediaType: '不支持的请求内容类型',
  badOrigin: '请求来源不被允许',
  internal: '系统繁忙，请稍后再试',
  ok: '操作成功',
} as const;
