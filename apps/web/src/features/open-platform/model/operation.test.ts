import { describe, expect, it } from 'vitest';
import { exampleOf, fieldRows, typeText } from './json-schema';
import { readOpenApi } from './openapi';
import { operationDetail } from './operation';

const errorOf = (code: number[]) => ({
  description: '与当前状态冲突',
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/ErrorEnvelope' },
          { type: 'object', properties: { code: { type: 'integer', enum: code } } },
        ],
      },
    },
  },
});

const doc = {
  info: {
    title: '固买商城 API',
    version: '0.1.0',
    description: '| 40904 | 409 | 商品库存不足（HTTP 409） |',
  },
  components: {
    schemas: {
      ErrorEnvelope: {
        type: 'object',
        properties: { code: { type: 'integer' }, message: { type: 'string' } },
      },
      Node: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    },
    responses: { MethodNotAllowed: { ...errorOf([405]), description: '不支持该请求方法' } },
  },
  paths: {
    '/pm-api/open/v1/orders/{id}': {
      post: {
        tags: ['开放接口'],
        summary: '提交订单',
        operationId: 'postOpenV1Orders',
        parameters: [
          { in: 'path', name: 'id', schema: { type: 'string', pattern: '^[1-9][0-9]{0,18}$' } },
          { in: 'header', name: 'idempotency-key', required: true, schema: { type: 'string' } },
          { in: 'query', name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': { schema: { type: 'object' } },
            'application/json': {
              schema: {
                type: 'object',
                required: ['lines'],
                properties: {
                  lines: {
                    type: 'array',
                    maxItems: 50,
                    items: {
                      type: 'object',
                      required: ['goodsId'],
                      properties: {
                        goodsId: {
                          anyOf: [{ type: 'string', pattern: '^[1-9][0-9]*$' }, { type: 'integer' }],
                        },
                        num: { type: 'integer', minimum: 1, maximum: 99999 },
                      },
                    },
                  },
                  remarks: { type: 'string', maxLength: 200, description: '订单备注' },
                  sort: { type: 'string', default: 'relevance' },
                  kind: { type: 'string', enum: ['A', 'B'] },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: '成功',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    code: { type: 'integer', minimum: -9007199254740991 },
                    message: { type: 'string' },
                    data: { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } },
                  },
                },
              },
            },
          },
          '409': errorOf([409, 40904]),
          '405': { $ref: '#/components/responses/MethodNotAllowed' },
        },
      },
    },
  },
};

describe('an operation of the reference', () => {
  const api = readOpenApi(doc, '/pm-api');
  const row = api.endpoints[0]!;
  const detail = operationDetail(api, row)!;

  it('lists its parameters by place, path parameters required, with examples', () => {
    expect(detail.parameters.map((p) => [p.name, p.in, p.required, p.example])).toEqual([
      ['id', 'path', true, '1'],
      ['idempotency-key', 'header', true, 'idempotency-key'],
      ['page', 'query', false, 1],
    ]);
    expect(detail.operationId).toBe('postOpenV1Orders');
  });

  it('shows the JSON body as flattened fields with their rules, and an example', () => {
    expect(detail.body?.contentType).toBe('application/json');
    expect(detail.body?.contentTypes).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    expect(detail.body?.fields.map((f) => [f.name, f.type, f.required, f.description])).toEqual([
      ['lines', 'object[]', true, '最多 50 项'],
      ['lines[].goodsId', 'string | integer', true, ''],
      ['lines[].num', 'integer', false, '取值 1–99999'],
      ['remarks', 'string', false, '订单备注；长度 0–200'],
      ['sort', 'string', false, ''],
      ['kind', '"A" | "B"', false, ''],
    ]);
    // only what is required, and what has an example or a default of its own
    expect(detail.body?.example).toEqual({ lines: [{ goodsId: '1' }], sort: 'relevance' });
  });

  it('gives the success example the envelope of a success', () => {
    expect(detail.success?.example).toEqual({
      code: 200,
      message: '操作成功',
      data: { at: '2026-11-26T08:00:00.000Z' },
    });
  });

  it('lists the error answers with their codes and what the business codes mean ($refs followed)', () => {
    expect(detail.errors).toEqual([
      {
        status: '405',
        description: '不支持该请求方法',
        codes: [{ code: 405, meaning: '' }],
      },
      {
        status: '409',
        description: '与当前状态冲突',
        codes: [
          { code: 409, meaning: '' },
          { code: 40904, meaning: '商品库存不足（HTTP 409）' },
        ],
      },
    ]);
  });

  it('is null for a row the document does not hold', () => {
    expect(operationDetail(api, { ...row, method: 'DELETE' })).toBeNull();
  });

  it('stops at a recursive schema', () => {
    const node = { $ref: '#/components/schemas/Node' };
    expect(fieldRows(doc, node).map((f) => f.name)).toEqual(['id', 'children']);
    expect(exampleOf(doc, node)).toEqual({ id: 'id', children: [null] });
    expect(typeText(doc, { type: 'array', items: node })).toBe('Node[]');
  });
});
