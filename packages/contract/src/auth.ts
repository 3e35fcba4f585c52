/** Signing in and out. */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { ERROR_CODES } from './envelope';
import type * as S from './auth-schema';

export type LoginRequest = z.input<typeof S.loginRequest>;
export type TokenData = z.infer<typeof S.tokenData>;

/** Password login (JSON or form body); answers code 200 with the token and sets the SESSION cookie. */
export const loginEndpoint: Endpoint<LoginRequest, TokenData> = {
  method: 'POST',
  path: '/open/token',
  access: 'public',
  codes: [ERROR_CODES.badCredentials, 429],
  tag: '账号',
  summary: '账号密码登录，返回访问令牌并设置 SESSION 会话 Cookie',
};

export const logoutEndpoint: Endpoint<void, null> = {
  method: 'POST',
  path: '/open/logout',
  access: 'public',
  tag: '账号',
  summary: '退出登录（令牌与会话在服务端失效）',
};

/** Sent by browsers on sign-out with credentials and no-cors: the answer is never read. */
export const iamLogoutEndpoint: Endpoint<void, null> = {
  method: 'GET',
  path: '/iam-logout',
  access: 'public',
  changesState: true,
  tag: '账号',
  summary: '统一身份退出（同 /open/logout）',
};

/** Calls that are part of signing in or out: their 401 is an answer, not an expired session. */
export const AUTH_CALL_PATHS: readonly string[] = [
  loginEndpoint.path,
  logoutEndpoint.path,
  iamLogoutEndpoint.path,
];
