/**
 * The app-market's paths (constants only): read by its route table, shell and pages, and by lib/
 * (the login flow). Importing nothing keeps them free of import cycles.
 */
export const APP_MARKET_BASE = '/app-market';
export const APP_MARKET_LOGIN_PATH = '/app-market/login';
export const APP_MARKET_HOME_PATH = '/app-market/index';
