import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { healthEndpoint } from './health';

export const healthRoute = routeOf(healthEndpoint, {
  response: z.object({ status: z.literal('ok'), time: z.string() }),
});
