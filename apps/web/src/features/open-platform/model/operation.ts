/**
 * The details of one operation of the OpenAPI document, as the reference shows them: its parameters,
 * request body and answer as field tables with examples, and its error answers with the codes each
 * carries (and what the business codes mean).
 */
import {
  exampleOf,
  fieldRows,
  type FieldRow,
  type Json,
  minimalExampleOf,
  obj,
  resolveRef,
  str,
  typeText,
} from './json-schema';
import type { ApiDocument, EndpointRow } from './openapi';

export interface ParameterRow {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: string;
  description: string;
  example: unknown;
}

export interface BodyDetail {
  /** The media type the console sends (JSON where the operation takes it). */
  contentType: string;
  /** Every media type the operation takes. */
  contentTypes: string[];
  fields: FieldRow[];
  example: unknown;
}

export interface ErrorAnswer {
  status: string;
  description: string;
  /** The envelope codes this answer can carry, with their meanings where known. */
  codes: { code: number; meaning: string }[];
}

export interface OperationDetail {
  row: EndpointRow;
  operationId: string;
  description: string;
  parameters: ParameterRow[];
  body: BodyDetail | null;
  /** The success answer (200, else the first 2xx). */
  success: { status: string; description: string; fields: FieldRow[]; example: unknown } | null;
  errors: ErrorAnswer[];
}

const PARAM_PLACES = ['path', 'query', 'header', 'cookie'] as const;

function schemaOfContent(content: Json): { type: string; schema: unknown } | null {
  const types = Object.keys(content);
  const type = types.includes('application/json') ? 'application/json' : types[0];
  if (!type) return null;
  return { type, schema: obj(content[type]).schema };
}

/** The codes an error answer carries: `code.enum` of the answer's schema (allOf parts included). */
function codesOf(doc: unknown, schema: unknown): number[] {
  const s = resolveRef(doc, schema);
  const parts = [s, ...(Array.isArray(s.allOf) ? s.allOf.map((p) => resolveRef(doc, p)) : [])];
  const codes: number[] = [];
  for (const p of parts) {
    const code = obj(obj(p.properties).code);
    if (Array.isArray(code.enum)) codes.push(...code.enum.filter((c): c is number => typeof c === 'number'));
  }
  return [...new Set(codes)];
}

function sortStatus(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The details of `row` read from the document; null when the document does not hold it. */
export function operationDetail(api: ApiDocument, row: EndpointRow): OperationDetail | null {
  const doc = api.raw;
  const item = obj(obj(obj(doc).paths)[row.docPath]);
  const method = row.method.toLowerCase();
  if (!(method in item)) return null;
  const op = obj(item[method]);

  const rawParams = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ];
  const parameters: ParameterRow[] = [];
  for (const p of rawParams.map((x) => resolveRef(doc, x))) {
    const where = PARAM_PLACES.find((w) => w === p.in);
    if (!where || !str(p.name)) continue;
    parameters.push({
      name: str(p.name),
      in: where,
      required: p.required === true || where === 'path',
      type: typeText(doc, p.schema),
      description: str(p.description) || str(resolveRef(doc, p.schema).description),
      example: p.example ?? exampleOf(doc, p.schema, str(p.name)),
    });
  }

  let body: BodyDetail | null = null;
  const requestBody = resolveRef(doc, op.requestBody);
  const content = obj(requestBody.content);
  const main = schemaOfContent(content);
  if (main) {
    body = {
      contentType: main.type,
      contentTypes: Object.keys(content),
      fields: fieldRows(doc, main.schema),
      example: minimalExampleOf(doc, main.schema),
    };
  }

  const responses = obj(op.responses);
  const statuses = Object.keys(responses).sort(sortStatus);
  const okStatus = statuses.find((s) => s === '200') ?? statuses.find((s) => s.startsWith('2'));
  let success: OperationDetail['success'] = null;
  if (okStatus) {
    const answer = resolveRef(doc, responses[okStatus]);
    const ok = schemaOfContent(obj(answer.content));
    success = {
      status: okStatus,
      description: str(answer.description),
      fields: ok ? fieldRows(doc, ok.schema) : [],
      example: ok ? exampleOf(doc, ok.schema) : null,
    };
    const example = obj(success.example);
    // the envelope's success code, whatever its schema's bounds
    if ('code' in example && 'data' in example)
      success.example = { ...example, code: 200, message: '操作成功' };
  }

  const errors: ErrorAnswer[] = [];
  for (const status of statuses) {
    if (!/^[45]/.test(status)) continue;
    const answer = resolveRef(doc, responses[status]);
    const schema = schemaOfContent(obj(answer.content))?.schema;
    const codes = schema ? codesOf(doc, schema) : [];
    errors.push({
      status,
      description: str(answer.description),
      codes: codes.map((code) => ({ code, meaning: api.codeMeanings[code] ?? '' })),
    });
  }

  return {
    row,
    operationId: str(op.operationId),
    description: str(op.description),
    parameters,
    body,
    success,
    errors,
  };
}
