/** Business constants: storage keys, cookie, order statuses, toast durations, number display. */

export const API_PREFIX = '/pm-api';

export const STORAGE_KEYS = {
  /** localStorage: the Bearer token. */
  authorization: 'APP_AUTHORIZATION',
  /** localStorage: the session user. */
  user: 'APP_USER',
  /** localStorage: a guest's pending cart/compare/inquiry action, replayed after login. */
  todoAction: 'ShopTodoAction',
  /** localStorage: the browser fingerprint of the action trace. */
  fingerprint: 'APP_FINGERPRINT',
  /** sessionStorage: the user id sent in the action trace. */
  userId: 'APP_USER_ID',
} as const;

export const SESSION_COOKIE = 'SESSION';
export const RESOURCE_CODE = 'gomromarket';
export const ORIGIN_ACTION_HEADER = 'x-user-origin-action';
/** The action header's param is replaced by {} when its serialized form is longer than this. */
export const ACTION_PARAM_MAX = 100;

export const TOAST_MS = { shop: 500, mobile: 2000 } as const;
export const EXIT_CONFIRM_MS = 1000;
export const ORGANIZATION_PAGE_DEFAULT_LIMIT = 20;
export const PASSWORD_LENGTH = { min: 8, max: 16 } as const;

export const ORDER_STATUSES = [
  'PACKAGING',
  'DELIVERED',
  'TO_RETURN',
  'RETURNING',
  'REFUNDING',
  'RETIRED',
  'DONE',
  'REFUND_APPLICATION',
  'RETURNED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PACKAGING: '待发货',
  DELIVERED: '待收货',
  TO_RETURN: '待退货',
  RETURNING: '退货中',
  REFUNDING: '退款中',
  RETIRED: '已退货',
  DONE: '已完成',
  REFUND_APPLICATION: '退款申请中',
  RETURNED: '已退款',
};

/** Cart action kinds. */
export const CART_ACTIONS = ['append', 'addCompare', 'addInquiry', 'buy'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];

export const NUMBER_FORMAT = { wanDivisor: 10_000, wanDecimals: 4, percentDecimals: 2 } as const;

/** Site name: document.title is "<route title> - <site name>". */
export const SITE_NAME = '固买商城';
