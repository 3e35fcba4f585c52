/** The customer stories portal's paths (constants only). */
export const PORTAL_BASE = '/portal';
export const PORTAL_HOME_PATH = '/portal/customer';

/** One story (案例详情). */
export const portalStoryPath = (id: string): string => `${PORTAL_HOME_PATH}/${id}`;
