import { registerEndpoint } from './register';
import { tokenData } from './auth-schema';
import { routeOf } from './endpoint-schema';
import { registerFormSchema } from './rules-schema';

/**
 * POST /open/register body: the mobile registration form's own rules (phone, password and its confirmation),
 * checked again by the server.
 */
export const registerRequest = registerFormSchema;

export const registerRoute = routeOf(registerEndpoint, { body: registerRequest, response: tokenData });
