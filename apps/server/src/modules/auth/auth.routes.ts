import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { iamLogoutRoute, loginRoute, logoutRoute } from '@pm/contract/auth-schema';
import { SESSION_COOKIE } from '@pm/contract/constants';
import { route } from '../../lib/route';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  authService: AuthService;
  sessionTtlSeconds: number;
  secureCookies: boolean;
}

/** The SESSION cookie's options (HttpOnly, SameSite=Lax, Secure behind HTTPS). */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): void {
  const cookieOptions = sessionCookieOptions(opts.secureCookies);

  route(
    app,
    loginRoute,
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
      return token;
    },
    { message: '登录成功' },
  );

  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    await opts.authService.logout(req.authToken);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return null;
  };
  route(app, logoutRoute, logout, { message: '已退出登录' });
  route(app, iamLogoutRoute, logout, { message: '已退出登录' });
}
