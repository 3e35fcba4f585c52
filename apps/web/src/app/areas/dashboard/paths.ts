/** The customer dashboard's paths (constants only). */
export const DASHBOARD_BASE = '/dashboard';
