import { describe, expect, it } from 'vitest';
import { buildActionTrace, encodeActionTrace, traceParam } from './action-trace';
import { decodeActionTrace } from './action-trace-schema';

describe('X-User-Origin-Action record', () => {
  it('round-trips Chinese text through base64 JSON', () => {
    const trace = buildActionTrace({
      action: '加入购物车',
      url: '/shop/list?k=螺丝',
      payload: { id: '1', num: 2 },
      id: '7',
    });
    expect(trace.resourceCode).toBe('gomromarket');
    expect(trace.param).toBe('{"id":"1","num":2}');
    expect(decodeActionTrace(encodeActionTrace(trace))).toEqual(trace);
  });
  it('replaces a param longer than 100 characters with {}', () => {
    expect(traceParam({ text: 'x'.repeat(120) })).toBe('{}');
    expect(traceParam('a'.repeat(100))).toBe('a'.repeat(100));
    expect(traceParam('a'.repeat(101))).toBe('{}');
    expect(traceParam(undefined)).toBe('{}');
  });
  it('rejects malformed or oversized headers without throwing', () => {
    expect(decodeActionTrace('not base64 !!')).toBeNull();
    expect(decodeActionTrace(btoa('not json'))).toBeNull();
    expect(decodeActionTrace(btoa('{"action":1}'))).toBeNull();
    expect(decodeActionTrace('A'.repeat(5000))).toBeNull();
    expect(decodeActionTrace(undefined)).toBeNull();
  });
});
