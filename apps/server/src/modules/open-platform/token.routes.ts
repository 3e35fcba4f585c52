/**
 * POST /open/oauth/token: the client-credentials grant. Its answers are RFC 6749's (§5.1 the token, §5.2
 * errors as {error, error_description} with 400, 401 for invalid_client, 429 temporarily_unavailable with
 * Retry-After past OPEN_LIMITS.tokenRequestsPerMinute per address or client_id), not the envelope: the OpenAPI
 * document says so (plugins/openapi.ts reads `x-oauth`), and answers the framework gives before the
 * handler (a malformed body, a body too large) stay envelopes.
 */
import type { FastifyInstance } from 'fastify';
import { endpointDoc } from '../../lib/route';
import { openToken, openTokenRequest, openTokenRoute } from '@pm/contract/open-platform-api-schema';
import type { AppGate } from './app-gate';
import { oauthErrorOf } from './app-gate';

export function tokenRoutes(app: FastifyInstance, gate: AppGate): void {
  const { endpoint } = openTokenRoute;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    schema: {
      ...endpointDoc(endpoint),
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: openTokenRequest,
      response: { 200: openToken },
      // An extension the OpenAPI document reads (plugins/openapi.ts).
      'x-oauth': true,
    },
    handler: async (req, reply) => {
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      try {
        return await gate.issue(
          (req.body ?? {}) as Record<string, unknown>,
          req.headers.authorization,
          req.ip,
        );
      } catch (err) {
        const oauth = oauthErrorOf(err);
        if (!oauth) throw err;
        if (oauth.retryAfterSeconds !== undefined) {
          void reply.header('retry-after', String(oauth.retryAfterSeconds));
        }
        if (oauth.status === 401 && /^Basic\s/i.test(req.headers.authorization ?? '')) {
          void reply.header('www-authenticate', 'Basic realm="open-platform"');
        }
        return reply
          .code(oauth.status as 200)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ error: oauth.error, error_description: oauth.description }));
      }
    },
  });
}
