/**
 * Who may check out. A buyer account belongs to an organization (its 企业月结 pays); a new individual
 * account (self-registered, `attached` false) has none until an operator attaches it: it may browse and
 * keep a cart, and the settlement page says why it cannot submit instead of offering the button.
 */
import type { SessionUser } from '@pm/contract/user';

export const NO_ORGANIZATION_TITLE = '账号尚未加入采购单位';
export const NO_ORGANIZATION_TEXT =
  '您的账号还没有加入任何采购单位，暂时不能提交订单。可以继续浏览商品、加入购物车；请联系平台运营人员将账号加入所在单位，加入后即可使用企业月结下单。';

/**
 * True when the session user belongs to an organization and so may submit orders. A user stored before
 * `attached` existed (no such field) counts by its organization id.
 */
export function hasOrganization(
  user: (Pick<SessionUser, 'organizationId'> & Partial<Pick<SessionUser, 'attached'>>) | null | undefined,
): boolean {
  if (!user || user.attached === false) return false;
  const id = user.organizationId?.trim() ?? '';
  return id !== '' && id !== '0';
}
