/** The open platform's paths (constants only). */
export const OPEN_PLATFORM_BASE = '/open-platform';
export const OPEN_PLATFORM_HOME_PATH = '/open-platform/index';
export const OPEN_PLATFORM_DOCS_PATH = '/open-platform/docs';
export const OPEN_PLATFORM_APPS_PATH = '/open-platform/apps';

/** One app of the organization (its credentials, webhooks and events). */
export const openPlatformAppPath = (id: string): string =>
  `${OPEN_PLATFORM_APPS_PATH}/${encodeURIComponent(id)}`;
/** The reference opened at one group (and operation). */
export const openPlatformDocsPath = (group: string, op?: string): string =>
  `${OPEN_PLATFORM_DOCS_PATH}?group=${encodeURIComponent(group)}${op ? `&op=${encodeURIComponent(op)}` : ''}`;
