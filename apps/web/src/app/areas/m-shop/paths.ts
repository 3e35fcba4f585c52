/**
 * The mobile shop's paths (constants only): read by its route table, shell and pages, and by lib/
 * (the login flow). Importing nothing keeps them free of import cycles.
 */
export const M_SHOP_BASE = '/m-shop';
export const M_SHOP_LOGIN_PATH = '/m-shop/login';
export const M_SHOP_HOME_PATH = '/m-shop/index';

/** The default tab of order/:state. */
export const ORDER_STATE_ALL = 'all';
