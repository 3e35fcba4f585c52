import { SITE_NAME } from '@pm/contract/constants';

/** document.title of a page: "<title> - 固买商城", or the site name alone. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME;
}
