import { describe, expect, it } from 'vitest';
import { isPhone, isValidPassword, RULE_MESSAGES } from './rules';
import { fieldErrors, registerFormSchema } from './rules-schema';

describe('mainland mobile number', () => {
  const ok = [
    '13012345678',
    '13912345678',
    '14012345678',
    '14112345678',
    '14412345678',
    '14512345678',
    '14912345678',
    '15012345678',
    '15312345678',
    '15512345678',
    '15912345678',
    '16212345678',
    '16512345678',
    '16612345678',
    '16712345678',
    '17012345678',
    '17812345678',
    '18012345678',
    '18912345678',
    '19012345678',
    '19312345678',
    '19512345678',
    '19812345678',
  ];
  const bad = [
    '14212345678',
    '14312345678',
    '15412345678',
    '16012345678',
    '16112345678',
    '16312345678',
    '16412345678',
    '16812345678',
    '16912345678',
    '17912345678',
    '19412345678',
    '19912345678',
    '12012345678',
    '1381234567',
    '138123456789',
    '23812345678',
    '1381234567a',
    '',
    ' 13812345678',
  ];
  it.each(ok)('accepts %s', (phone) => expect(isPhone(phone)).toBe(true));
  it.each(bad)('rejects %j', (phone) => expect(isPhone(phone)).toBe(false));
});

describe('password', () => {
  it.each(['Buyer2026', 'Abcdefg1', 'Abcdefghijklmn12'])('accepts %s', (p) =>
    expect(isValidPassword(p)).toBe(true),
  );
  it.each([
    ['too short', 'Abc1234'],
    ['too long', 'Abcdefghijklmn123'],
    ['no digit', 'Abcdefgh'],
    ['no lowercase', 'ABCDEFG1'],
    ['no uppercase', 'abcdefg1'],
    ['symbol', 'Abcdefg1!'],
    ['space', 'Abcd efg1'],
    ['full-width', 'Ａbcdefg1'],
  ])('rejects %s', (_label, p) => expect(isValidPassword(p)).toBe(false));
});

describe('mobile registration form', () => {
  it('names each failing field with its rule message (RULE_MESSAGES)', () => {
    expect(fieldErrors(registerFormSchema, { username: '', password: '', confirm: '' })).toEqual({
      username: RULE_MESSAGES.phoneRequired,
      password: RULE_MESSAGES.passwordRequired,
    });
    expect(fieldErrors(registerFormSchema, { username: '12345', password: 'abc', confirm: 'abc' })).toEqual({
      username: RULE_MESSAGES.phoneInvalid,
      password: RULE_MESSAGES.passwordInvalid,
    });
  });
  it('requires the confirmation to equal the password', () => {
    expect(
      fieldErrors(registerFormSchema, {
        username: '13800000009',
        password: 'Buyer2026',
        confirm: 'Buyer2027',
      }),
    ).toEqual({ confirm: RULE_MESSAGES.confirmMismatch });
    expect(
      fieldErrors(registerFormSchema, {
        username: '13800000009',
        password: 'Buyer2026',
        confirm: 'Buyer2026',
      }),
    ).toEqual({});
  });
});
