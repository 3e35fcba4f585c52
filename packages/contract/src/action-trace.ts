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
