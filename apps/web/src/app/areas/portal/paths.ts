/** The customer stories portal's paths (constants only). */
export const PORTAL_BASE = '/portal';
export const PORTAL_HOME_PATH = '/portal/customer';
