/** The workbench's paths (constants only). */
export const WORKBENCH_BASE = '/workbench';
export const WORKBENCH_GOODS_PATH = '/workbench/goods';
export const WORKBENCH_GOODS_NEW_PATH = '/workbench/goods/new';
export const WORKBENCH_REVIEW_PATH = '/workbench/review';

/** One goods item of the supplier (edit). */
export const workbenchGoodsPath = (id: string): string => `${WORKBENCH_GOODS_PATH}/${id}`;
/** One submitted goods item (review). */
export const workbenchReviewPath = (id: string): string => `${WORKBENCH_REVIEW_PATH}/${id}`;
