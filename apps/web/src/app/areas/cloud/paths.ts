/** The cloud sourcing workspace's paths (constants only). */
export const CLOUD_BASE = '/cloud';
export const CLOUD_HOME_PATH = '/cloud/index';
