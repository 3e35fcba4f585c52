/** The open platform's paths (constants only). */
export const OPEN_PLATFORM_BASE = '/open-platform';
export const OPEN_PLATFORM_HOME_PATH = '/open-platform/index';
