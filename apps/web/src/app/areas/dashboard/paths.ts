/** The customer dashboard's paths (constants only). */
export const DASHBOARD_BASE = '/dashboard';
export const DASHBOARD_COLLECTION_PATH = '/dashboard/collection';
export const DASHBOARD_BOARD_PATH = '/dashboard/supplier-data-board';
