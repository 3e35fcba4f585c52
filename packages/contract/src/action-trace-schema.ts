import { z } from 'zod';
import { ACTION_PARAM_MAX } from './constants';
import { ACTION_HEADER_MAX, maskTraceParam, type ActionTrace } from './action-trace';

/** Validation of a decoded X-User-Origin-Action record (server side; the web only encodes). */
export const actionTraceSchema = z.object({
  action: z.string().max(200),
  resourceCode: z.string().max(64),
  url: z.string().max(2000),
  param: z.string().max(ACTION_PARAM_MAX),
  id: z.string().max(40).nullable(),
  fingerprint: z.string().max(128).optional(),
  screen: z.string().max(32).optional(),
  userAgent: z.string().max(512).optional(),
}) satisfies z.ZodType<ActionTrace>;

/** Decodes and validates a header value; null when it is missing, too long, not base64, not JSON or off-shape. */
export function decodeActionTrace(header: string | undefined | null): ActionTrace | null {
  if (!header || header.length > ACTION_HEADER_MAX) return null;
  if (!/^[A-Za-z0-9+/=_-]+$/.test(header)) return null;
  try {
    const binary = atob(header.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const parsed = actionTraceSchema.safeParse(json);
    // Whatever a client sent, passwords are not stored.
    return parsed.success ? { ...parsed.data, param: maskTraceParam(parsed.data.param) } : null;
  } catch {
    return null;
  }
}
