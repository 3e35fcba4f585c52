import { z } from 'zod';
import { RULE_MESSAGES } from './rules';
import { iamLogoutEndpoint, loginEndpoint, logoutEndpoint } from './auth';
import { routeOf } from './endpoint-schema';

/** POST /open/token body (form or JSON). The server decides; there are no client-side rules. */
export const loginRequest = z.object({
  username: z
    .string({ message: RULE_MESSAGES.usernameRequired })
    .trim()
    .min(1, { message: RULE_MESSAGES.usernameRequired })
    .max(64, { message: '账号过长' }),
  password: z
    .string({ message: RULE_MESSAGES.passwordRequired })
    .min(1, { message: RULE_MESSAGES.passwordRequired })
    .max(128, { message: '密码过长' }),
});

export const tokenData = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

export const loginRoute = routeOf(loginEndpoint, { body: loginRequest, response: tokenData });
export const logoutRoute = routeOf(logoutEndpoint, { response: z.null() });
export const iamLogoutRoute = routeOf(iamLogoutEndpoint, { response: z.null() });
