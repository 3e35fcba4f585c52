/** Role types of the platform's users and their Chinese names. */
export const ROLE_TYPES = ['PURCHASER', 'APPROVER', 'VENDOR', 'OPERATOR'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  PURCHASER: '采购员',
  APPROVER: '采购经理',
  VENDOR: '供应商',
  OPERATOR: '平台运营',
};

/** Roles that buy (buyer organizations). */
export const BUYER_ROLES: readonly RoleType[] = ['PURCHASER', 'APPROVER'];

/** Roles that sell (supplier organizations). */
export const VENDOR_ROLES: readonly RoleType[] = ['VENDOR'];
