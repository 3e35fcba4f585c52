import { describe, expect, it } from 'vitest';
import { buildActionTrace, encodeActionTrace, maskTraceParam, traceParam } from './action-trace';
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
  it('masks passwords and the like, on the client and again on the server', () => {
    expect(traceParam({ username: 'buyer01', password: 'Buyer2026' })).toBe(
      '{"username":"buyer01","password":"***"}',
    );
    expect(traceParam({ oldPassword: 'Buyer2026', newPassword: 'Newpass2026' })).toBe(
      '{"oldPassword":"***","newPassword":"***"}',
    );
    expect(traceParam(new URLSearchParams({ cellphone: '13500000011', password: 'x' }))).toBe(
      '{"cellphone":"13500000011","password":"***"}',
    );
    expect(traceParam('username=a&password=Buyer2026')).toBe('username=a&password=***');
    expect(maskTraceParam('?oldPassword=a&newPassword=b&k=1')).toBe('?oldPassword=***&newPassword=***&k=1');
    expect(traceParam({ id: '1', num: 2 })).toBe('{"id":"1","num":2}');
    const raw = {
      ...buildActionTrace({ action: 'x', url: '/', id: null }),
      param: '{"password":"Buyer2026"}',
    };
    expect(decodeActionTrace(encodeActionTrace(raw))?.param).toBe('{"password":"***"}');
  });
  it('rejects malformed or oversized headers without throwing', () => {
    expect(decodeActionTrace('not base64 !!')).toBeNull();
    expect(decodeActionTrace(btoa('not json'))).toBeNull();
    expect(decodeActionTrace(btoa('{"action":1}'))).toBeNull();
    expect(decodeActionTrace('A'.repeat(5000))).toBeNull();
    expect(decodeActionTrace(undefined)).toBeNull();
  });
});
