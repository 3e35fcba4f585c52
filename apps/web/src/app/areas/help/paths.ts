/** The help centre's paths (constants only): read by its route table, shell and pages. */
import { APP_MARKET_LOGIN_PATH } from '../app-market/paths';

export const HELP_BASE = '/help';
export const HELP_HOME_PATH = '/help/index';
export const HELP_LIST_PATH = '/help/list';
/** The app-market login exists in both the full and the market-only build. */
export const HELP_LOGIN_PATH = APP_MARKET_LOGIN_PATH;
