import { cleanKeyword } from '@/features/goods/model/keyword';
import { HELP_LIST_PATH } from './paths';

/** The article list filtered by a search term (markup and spaces stripped). */
export function helpSearchHref(term: string): string {
  const k = cleanKeyword(term);
  return k ? `${HELP_LIST_PATH}?k=${encodeURIComponent(k)}` : HELP_LIST_PATH;
}
