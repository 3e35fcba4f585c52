import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { ok } from '@pm/contract/envelope';
import { envelopeOf } from '@pm/contract/envelope-schema';
import { loginRequest, tokenData } from '@pm/contract/user';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  authService: AuthService;
  sessionTtlSeconds: number;
  secureCookies: boolean;
}

const emptyData = envelopeOf(z.null());

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secureCookies,
  };

  app.post(
    '/open/token',
    {
      config: { public: true },
      schema: {
        tags: ['账号'],
        summary: '账号密码登录，返回访问令牌并设置 SESSION 会话 Cookie',
        body: loginRequest,
        response: { 200: envelopeOf(tokenData) },
      },
    },
    async (req, reply) => {
      const token = await opts.authService.login({
        username: req.body.username,
        password: req.body.password,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token.access_token, {
        ...cookieOptions,
        maxAge: opts.sessionTtlSeconds,
      });
      return ok(token, '登录成功');
    },
  );

  const logout = async (
    req: { authToken: string | null },
    reply: { clearCookie: (n: string, o: object) => unknown },
  ) => {
    await opts.authService.logout(req.authToken);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return ok(null, '已退出登录');
  };

  app.post(
    '/open/logout',
    {
      config: { public: true },
      schema: { tags: ['账号'], summary: '退出登录（令牌与会话在服务端失效）', response: { 200: emptyData } },
    },
    logout,
  );

  app.get(
    '/iam-logout',
    {
      config: { public: true },
      schema: { tags: ['账号'], summary: '统一身份退出（同 /open/logout）', response: { 200: emptyData } },
    },
    logout,
  );
};
