/** The workbench's paths (constants only). */
export const WORKBENCH_BASE = '/workbench';
export const WORKBENCH_GOODS_PATH = '/workbench/goods';
export const WORKBENCH_GOODS_NEW_PATH = '/workbench/goods/new';
export const WORKBENCH_REVIEW_PATH = '/workbench/review';
export const WORKBENCH_AGREEMENT_PATH = '/workbench/agreement';
/** The operators' back office (运营). */
export const WORKBENCH_BUYERS_PATH = '/workbench/buyers';
export const WORKBENCH_SUPPLIERS_PATH = '/workbench/suppliers';
export const WORKBENCH_CONTENT_PATH = '/workbench/content';
export const WORKBENCH_HOT_SEARCH_PATH = '/workbench/hot-search';
export const WORKBENCH_WORK_ORDERS_PATH = '/workbench/work-orders';
export const WORKBENCH_STORIES_PATH = '/workbench/stories';
export const WORKBENCH_HELP_PATH = '/workbench/help';
export const WORKBENCH_ACTION_LOG_PATH = '/workbench/action-log';
export const WORKBENCH_ROLES_PATH = '/workbench/roles';

/** One goods item of the supplier (edit). */
export const workbenchGoodsPath = (id: string): string => `${WORKBENCH_GOODS_PATH}/${id}`;
/** One submitted goods item (review). */
export const workbenchReviewPath = (id: string): string => `${WORKBENCH_REVIEW_PATH}/${id}`;
