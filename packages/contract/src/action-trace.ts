import { ACTION_PARAM_MAX, RESOURCE_CODE } from './constants';

/** The record carried, base64-encoded JSON, in the X-User-Origin-Action header. */
export interface ActionTrace {
  action: string;
  resourceCode: string;
  url: string;
  /** The serialized payload or query; {} when longer than 100 characters. */
  param: string;
  /** The user id from session storage. */
  id: string | null;
  fingerprint?: string;
  screen?: string;
  userAgent?: string;
}

/** The header is ignored when longer than this (it never breaks a request). */
export const ACTION_HEADER_MAX = 4096;

/** Field names whose values never travel in a trace (passwords of sign-in and the account forms). */
const SECRET_FIELD = /pass(word)?|pwd|secret|token/i;
const MASK = '***';

/** The top-level secret fields of a payload masked (a copy; anything else as it is). */
function maskSecrets(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(payload as Record<string, unknown>))
    out[k] = SECRET_FIELD.test(k) ? MASK : v;
  return out;
}

/**
 * A serialized param with its secret fields masked: JSON objects by key, form or query strings by
 * name (`password=…`). The server applies it again to what clients send.
 */
export function maskTraceParam(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return JSON.stringify(maskSecrets(value));
  } catch {
    // not JSON: a form or query string, or plain text
  }
  return text.replace(/(^|[&?])([^=&?]*)=([^&]*)/g, (m, sep: string, key: string) =>
    SECRET_FIELD.test(key) ? `${sep}${key}=${MASK}` : m,
  );
}

/**
 * Serialize the payload or query for the trace: {} when the serialized form exceeds 100 characters.
 * Passwords and the like are masked: the trace is stored as it is.
 */
export function traceParam(payload: unknown): string {
  if (payload === undefined || payload === null) return '{}';
  let text: string;
  if (typeof payload === 'string') text = maskTraceParam(payload);
  else if (payload instanceof URLSearchParams)
    text = JSON.stringify(maskSecrets(Object.fromEntries(payload)));
  else {
    try {
      text = JSON.stringify(maskSecrets(payload)) ?? '{}';
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
