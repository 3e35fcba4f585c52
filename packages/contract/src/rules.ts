/** Chinese texts of the phone and password rules, worded as the product spec words them. */
export const RULE_MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  passwordRequired: '请输入密码',
  passwordInvalid: '请输入8-16位包含数字、小写字母和大写字母的密码',
  confirmMismatch: '两次输入的密码不一致',
  usernameRequired: '请输入账号',
} as const;

/**
 * Mainland mobile number: 11 digits; 13x; 14[0145-9]; 15 except 4; 16[2567]; 17[0-8]; 18x; 19 except 4 and 9.
 */
export const PHONE_PATTERN = /^1(?:3\d|4[0145-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-8])\d{8}$/;

/** Password: 8-16 letters and digits, at least one digit, one lowercase and one uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z\d]{8,16}$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}
