import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalInt, idList, idSchema, pageQuery } from './page';

function firstMessage(input: unknown): string | undefined {
  const r = pageQuery.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('pageQuery', () => {
  it('reads decimal digits and applies the defaults', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '2', limit: '100' })).toEqual({ page: 2, limit: 100 });
    expect(pageQuery.parse({ page: '007' })).toEqual({ page: 7, limit: 20 });
    expect(pageQuery.parse({ page: 3 })).toEqual({ page: 3, limit: 20 });
  });

  it.each(['0x10', '1e3', ' 12 ', '12 ', '+5', '', 'abc', '１２', 'Infinity', 'NaN'])(
    'refuses %j as not a number',
    (page) => {
      expect(firstMessage({ page })).toBe('页码必须是数字');
    },
  );

  it('names what is wrong with a number it can read', () => {
    expect(firstMessage({ page: '1.5' })).toBe('页码必须是整数');
    expect(firstMessage({ page: '1.0' })).toBe('页码必须是整数');
    expect(firstMessage({ page: 2.5 })).toBe('页码必须是整数');
    expect(firstMessage({ page: '0' })).toBe('页码最小为 1');
    expect(firstMessage({ page: '-1' })).toBe('页码最小为 1');
    expect(firstMessage({ page: '99999999999999999999' })).toBe('页码过大');
    expect(firstMessage({ page: ['1', '2'] })).toBe('页码必须是数字');
  });

  it('refuses a limit above 100 instead of capping it', () => {
    expect(firstMessage({ limit: '101' })).toBe('每页条数最大为 100');
    expect(firstMessage({ limit: '1000' })).toBe('每页条数最大为 100');
    expect(firstMessage({ limit: '0' })).toBe('每页条数最小为 1');
  });

  it('is an integer with its bounds in JSON Schema', () => {
    const schema = z.toJSONSchema(pageQuery, { io: 'input', target: 'openapi-3.0' }) as {
      properties: Record<string, unknown>;
    };
    expect(schema.properties.page).toMatchObject({ type: 'integer', minimum: 1, maximum: 100000 });
    expect(schema.properties.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
  });
});

describe('decimalInt', () => {
  it('uses its label in the messages and works without bounds', () => {
    const qty = decimalInt('数量', { min: 1, max: 5 });
    expect(qty.safeParse('6').error?.issues[0]?.message).toBe('数量最大为 5');
    expect(qty.safeParse('x').error?.issues[0]?.message).toBe('数量必须是数字');
    expect(decimalInt('序号').parse('0')).toBe(0);
    expect(decimalInt('序号').optional().parse(undefined)).toBeUndefined();
  });
});

describe('idSchema and idList', () => {
  it('take positive decimal integers of at most 19 digits up to bigint, and safe positive JSON numbers', () => {
    for (const ok of ['1', '42', '9223372036854775807', 1, Number.MAX_SAFE_INTEGER]) {
      expect(idSchema.parse(ok)).toBe(String(ok));
    }
    for (const bad of [
      ' 1',
      '1 ',
      '+1',
      '01',
      '0',
      '-1',
      '1.0',
      '1e3',
      '',
      '9223372036854775808',
      '<img src=x>',
      'x'.repeat(5000),
      0,
      -1,
      1.5,
      2 ** 53,
      1e21,
      null,
      [],
      {},
    ]) {
      const r = idSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad).slice(0, 40)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('ID 格式不正确');
    }
  });
  it('lists: an array, a comma-separated text without spaces, or one id; duplicates once', () => {
    expect(idList.parse(['1', 2, '1'])).toEqual(['1', '2']);
    expect(idList.parse('3,4')).toEqual(['3', '4']);
    expect(idList.parse(5)).toEqual(['5']);
    for (const bad of ['1, 2', '1,,2', '', [], ['x'], '1,9223372036854775808']) {
      expect(idList.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
