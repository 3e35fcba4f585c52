import { describe, expect, it } from 'vitest';
import { BUSINESS_CODES, ERROR_CODES, fail, httpStatusOf, isSuccessCode, ok } from './envelope';
import { ORDER_ERROR_CODES } from './order';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, STORAGE_KEYS, TOAST_MS } from './constants';

describe('envelope', () => {
  it('treats 0 and 200 as success and nothing else', () => {
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode(200)).toBe(true);
    for (const c of [400, 401, 500, '200', null, undefined]) expect(isSuccessCode(c)).toBe(false);
  });
  it('builds both shapes', () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, message: '操作成功', data: { a: 1 } });
    expect(fail(404, '请求的资源不存在')).toEqual({ code: 404, message: '请求的资源不存在', data: null });
  });
});

describe('constants', () => {
  it('keeps the storage keys and durations of the spec', () => {
    expect(STORAGE_KEYS.authorization).toBe('APP_AUTHORIZATION');
    expect(STORAGE_KEYS.user).toBe('APP_USER');
    expect(STORAGE_KEYS.todoAction).toBe('ShopTodoAction');
    expect(TOAST_MS).toEqual({ shop: 500, mobile: 2000 });
  });
  it('labels every order status in Chinese', () => {
    expect(ORDER_STATUSES).toHaveLength(9);
    expect(ORDER_STATUS_LABELS.PACKAGING).toBe('待发货');
    expect(ORDER_STATUS_LABELS.RETURNED).toBe('已退款');
    for (const s of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[s]).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('business codes', () => {
  it('are five digits whose first three are an HTTP 4xx status, each with a Chinese meaning', () => {
    const codes = Object.keys(BUSINESS_CODES).map(Number);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(String(code), `${code}`).toMatch(/^4\d{4}$/);
      expect(httpStatusOf(code)).toBe(Math.floor(code / 100));
      expect(BUSINESS_CODES[code], `${code}`).toMatch(/[\u4e00-\u9fa5]/);
      expect(BUSINESS_CODES[code], `${code}`).toContain(`HTTP ${httpStatusOf(code)}`);
    }
  });
  it('hold every five-digit code of ERROR_CODES and ORDER_ERROR_CODES, and only three-digit codes besides', () => {
    for (const code of [...Object.values(ERROR_CODES), ...Object.values(ORDER_ERROR_CODES)]) {
      if (code >= 1000) expect(BUSINESS_CODES[code], `${code}`).toBeDefined();
      else expect(code).toBeGreaterThanOrEqual(400);
    }
    expect(httpStatusOf(404)).toBe(404);
    expect(httpStatusOf(40901)).toBe(409);
  });
});
