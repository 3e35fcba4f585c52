import { z } from 'zod';
import { ACTION_PARAM_MAX, RESOURCE_CODE } from './constants';

/** The record carried, base64-encoded JSON, in the X-User-Origin-Action header (§3, §7). */
export const actionTraceSchema = z.object({
  action: z.string().max(200),
  resourceCode: z.string().max(64),
  url: z.string().max(2000),
  param: z.string().max(ACTION_PARAM_MAX),
  id: z.string().max(40).nullable(),
  fingerprint: z.string().max(128).optional(),
  screen: z.string().max(32).optional(),
  userAgent: z.string().max(512).optional(),
});
export type ActionTrace = z.infer<typeof actionTraceSchema>;

/** The header is ignored when longer than this (it never breaks a request). */
export const ACTION_HEADER_MAX = 4096;

/** Serialize the payload or query for the trace: {} when the serialized form exceeds 100 characters. */
export function traceParam(payload: unknown): string {
  if (payload === undefined || payload === null) return '{}';
  let text: string;
  if (typeof payload === 'string') text = payload;
  else if (payload instanceof URLSearchParams) text = JSON.stringify(Object.fromEntries(payload));
  else {
    try {
      text = JSON.stringify(payload) ?? '{}';
    } catch {
      text = '{}';
    }
  }
  return text.length > ACTION_PARAM_MAX ? '{}' : text;
}

export function buildActionTrace(input: {
  action: string;
  url: string;
  payload?: unknown;
  id?: string | null;
  fingerprint?: string;
  screen?: string;
  userAgent?: string;
}): ActionTrace {
  const trace: ActionTrace = {
    action: input.action.slice(0, 200),
    resourceCode: RESOURCE_CODE,
    url: input.url.slice(0, 2000),
    param: traceParam(input.payload),
    id: input.id ?? null,
  };
  if (input.fingerprint) trace.fingerprint = input.fingerprint.slice(0, 128);
  if (input.screen) trace.screen = input.screen.slice(0, 32);
  if (input.userAgent) trace.userAgent = input.userAgent.slice(0, 512);
  return trace;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** base64 of the UTF-8 JSON (works in browsers and Node alike). */
export function encodeActionTrace(trace: ActionTrace): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(trace)));
}

/** Decodes and validates a header value; null when it is missing, too long, not base64, not JSON or off-shape. */
export function decodeActionTrace(header: string | undefined | null): ActionTrace | null {
  if (!header || header.length > ACTION_HEADER_MAX) return null;
  if (!/^[A-Za-z0-9+/=_-]+$/.test(header)) return null;
  try {
    const binary = atob(header.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const parsed = actionTraceSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
