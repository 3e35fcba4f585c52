import { describe, expect, it } from 'vitest';
import {
  accountProblem,
  addressProblems,
  invoiceProblems,
  isUnifiedSocialCreditCode,
  MEMBER_MESSAGES as M,
  normalizeAccount,
  normalizeTaxNo,
  regionText,
  regPhoneProblem,
  taxNoProblem,
  USCC_ALPHABET,
  usccCheckChar,
} from './member-rules';

describe('统一社会信用代码 check character (GB 32100-2015)', () => {
  it('accepts known valid codes', () => {
    for (const code of [
      '91350100M000100Y43',
      '91330100716105852F',
      '91440300708461136T',
      '91310115MA1K4AB20T',
    ]) {
      expect(isUnifiedSocialCreditCode(code), code).toBe(true);
    }
  });

  it('computes the check character by the weights over the 31-character alphabet', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    // sum % 31 = 0 gives check 0 (31 → 0)
    expect(usccCheckChar('00000000000000000')).toBe('0');
    expect(isUnifiedSocialCreditCode('000000000000000000')).toBe(true);
    // weight of the first position is 1: a value v there makes the check 31 − v
    expect(usccCheckChar('10000000000000000')).toBe(USCC_ALPHABET[30]);
    expect(usccCheckChar('Y0000000000000000')).toBe('1');
  });

  it('rejects a wrong check character, letters outside the alphabet and other lengths', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4I')).toBe(false);
    expect(isUnifiedSocialCreditCode('9135010OM000100Y43')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100m000100y43')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
    expect(usccCheckChar('9135010OM000100Y4')).toBeNull();
    expect(usccCheckChar('123')).toBeNull();
  });

  it('every single-character change of a valid code is caught', () => {
    const code = '91350100M000100Y43';
    for (let i = 0; i < 18; i++) {
      for (const ch of USCC_ALPHABET) {
        if (ch === code[i]) continue;
        const changed = code.slice(0, i) + ch + code.slice(i + 1);
        expect(isUnifiedSocialCreditCode(changed), changed).toBe(false);
      }
    }
  });
});

describe('纳税人识别号', () => {
  it('takes 15, 18 (valid USCC) or 20 digits and upper-case letters', () => {
    expect(taxNoProblem('110108700000123')).toBeNull();
    expect(taxNoProblem('91350100M000100Y43')).toBeNull();
    expect(taxNoProblem('1101087000001234567X')).toBeNull();
    expect(taxNoProblem(' 91350100m000100y43 ')).toBeNull();
    expect(normalizeTaxNo(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
  });
  it('names what is wrong', () => {
    expect(taxNoProblem('')).toBe(M.taxNoRequired);
    expect(taxNoProblem('1234567890123456')).toBe(M.taxNoInvalid);
    expect(taxNoProblem('11010870000012-')).toBe(M.taxNoInvalid);
    expect(taxNoProblem('91350100M000100Y44')).toBe(M.taxNoCheck);
  });
});

describe('注册电话 and 银行账号', () => {
  it.each(['021-58881234', '02158881234', '58881234', '0755-8888123-801', '400-820-8820', '13800000001'])(
    'phone %s',
    (p) => expect(regPhoneProblem(p)).toBeNull(),
  );
  it.each(['', '12345', 'abc-1234567', '021-5888'])('bad phone %j', (p) =>
    expect(regPhoneProblem(p)).not.toBeNull(),
  );
  it('accounts are 8-30 digits; spaces and dashes are taken out', () => {
    expect(normalizeAccount('6222 0210-0112 3456')).toBe('6222021001123456');
    expect(accountProblem('6222 0210-0112 3456')).toBeNull();
    expect(accountProblem('1234567')).toBe(M.accountInvalid);
    expect(accountProblem('1'.repeat(31))).toBe(M.accountInvalid);
    expect(accountProblem('12345678a')).toBe(M.accountInvalid);
    expect(accountProblem('  ')).toBe(M.accountRequired);
  });
});

describe('address form', () => {
  const ok = {
    consignee: '张伟',
    mobile: '13800000001',
    provinceCode: '310000',
    cityCode: '310100',
    countyCode: '310115',
    detail: '张江路 88 号',
    tag: '公司',
  };
  it('accepts a complete address', () => expect(addressProblems(ok)).toEqual({}));
  it('names each problem', () => {
    expect(addressProblems({})).toEqual({
      consignee: M.consigneeRequired,
      mobile: M.mobileRequired,
      provinceCode: M.provinceRequired,
      cityCode: M.cityRequired,
      countyCode: M.countyRequired,
      detail: M.detailRequired,
    });
    expect(
      addressProblems({
        ...ok,
        consignee: '张'.repeat(26),
        mobile: '12000000000',
        countyCode: '31011',
        detail: '路'.repeat(121),
        tag: '标'.repeat(11),
      }),
    ).toEqual({
      consignee: M.consigneeTooLong,
      mobile: M.mobileInvalid,
      countyCode: M.regionCodeInvalid,
      detail: M.detailTooLong,
      tag: M.tagTooLong,
    });
    expect(addressProblems({ ...ok, consignee: '张'.repeat(25), detail: '路'.repeat(120) })).toEqual({});
  });
});

describe('invoice title form', () => {
  const special = {
    type: 'SPECIAL',
    titleType: 'COMPANY',
    title: '华东精工制造有限公司',
    taxNo: '91350100M000100Y43',
    address: '上海市浦东新区张江路 88 号',
    phone: '021-58881234',
    bank: '招商银行上海张江支行',
    account: '6222 0210 0112 3456',
  };
  it('accepts a complete 专票 title and a 个人 普票 title', () => {
    expect(invoiceProblems(special)).toEqual({});
    expect(invoiceProblems({ type: 'NORMAL', titleType: 'PERSONAL', title: '张伟' })).toEqual({});
    expect(
      invoiceProblems({ type: 'NORMAL', titleType: 'COMPANY', title: '某公司', taxNo: '110108700000123' }),
    ).toEqual({});
  });
  it('个人 only for 普票', () => {
    expect(invoiceProblems({ ...special, titleType: 'PERSONAL' })).toEqual({ titleType: M.personalSpecial });
  });
  it('专票 needs the four registration fields; 普票 checks them only when given', () => {
    expect(invoiceProblems({ ...special, address: '', phone: ' ', bank: '', account: '' })).toEqual({
      address: M.regAddressRequired,
      phone: M.regPhoneRequired,
      bank: M.bankRequired,
      account: M.accountRequired,
    });
    expect(
      invoiceProblems({ ...special, type: 'NORMAL', address: '', phone: '', bank: '', account: '' }),
    ).toEqual({});
    expect(invoiceProblems({ ...special, type: 'NORMAL', account: '12' })).toEqual({
      account: M.accountInvalid,
    });
  });
  it('企业 needs a valid 纳税人识别号; unknown kinds are named', () => {
    expect(invoiceProblems({ ...special, taxNo: '' })).toEqual({ taxNo: M.taxNoRequired });
    expect(invoiceProblems({ ...special, taxNo: '91350100M000100Y44' })).toEqual({ taxNo: M.taxNoCheck });
    expect(invoiceProblems({ type: 'X', titleType: 'Y', title: '' })).toEqual({
      type: M.typeInvalid,
      titleType: M.titleTypeInvalid,
      title: M.titleRequired,
    });
    expect(invoiceProblems({ ...special, title: '司'.repeat(101) })).toEqual({ title: M.titleTooLong });
  });
});

describe('regionText', () => {
  it('leaves out repeated and empty names', () => {
    expect(regionText({ provinceName: '上海市', cityName: '上海市', countyName: '浦东新区' })).toBe(
      '上海市 浦东新区',
    );
    expect(regionText({ provinceName: '广东省', cityName: '东莞市', countyName: '' })).toBe('广东省 东莞市');
  });
});
