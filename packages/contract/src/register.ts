/**
 * Self-registration (注册) with a mobile number. A new account is an individual one (个人账号): it belongs
 * to no buyer organization (采购单位) until a platform operator attaches it (admin-user.ts). Until then it
 * can browse, keep a cart, a 核价单, a 询价篮, addresses and invoice titles, but cannot order or inquire.
 */
import type { z } from 'zod';
import type { TokenData } from './auth';
import type { Endpoint } from './endpoint';
import type * as S from './register-schema';

/**
 * The phone (also the account's username), the password by the password rule (rules.ts), and its
 * confirmation.
 */
export type RegisterRequest = z.input<typeof S.registerRequest>;

/** Messages of registration and of what an individual account may not do yet. */
export const REGISTER_MESSAGES = {
  registered: '注册成功',
  phoneTaken: '该手机号已被注册',
  tooManyRegistrations: '注册过于频繁，请稍后再试',
  /** Order preview (in `problems`) and submit of an account not attached to a buyer organization. */
  notAttachedOrder: '账号尚未加入采购单位，暂不能下单，请联系平台运营人员将账号加入所在单位',
  /** Inquiry push of such an account. */
  notAttachedInquiry: '账号尚未加入采购单位，暂不能发起询价，请联系平台运营人员将账号加入所在单位',
  /** What the registration page says about individual accounts. */
  individualNotice: '个人账号可浏览商品、加入购物车；由平台运营人员加入所在采购单位后即可下单。',
} as const;

/**
 * Registers an individual account and signs it in: answers like POST /open/token (the token, and the
 * SESSION cookie). Rate-limited per client address.
 */
export const registerEndpoint: Endpoint<RegisterRequest, TokenData> = {
  method: 'POST',
  path: '/open/register',
  access: 'public',
  codes: [429],
  tag: '账号',
  summary:
    '手机号注册个人账号（手机号与密码规则同前端；号码唯一）：创建账号并登录，返回访问令牌并设置 SESSION 会话 Cookie。个人账号由平台运营加入采购单位后才能下单',
};
