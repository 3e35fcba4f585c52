import { Link } from 'react-router';
import { SearchIcon } from '@/ui/mobile/icons';

export const SEARCH_PLACEHOLDER = '搜索商品名称、品牌、型号';

/** The tappable search box of a mobile home page: opens the area's search screen (no kit, first paint). */
export function SearchEntry({ to }: { to: string }) {
  return (
    <Link to={to} className="pm-search-entry">
      <SearchIcon />
      <span>{SEARCH_PLACEHOLDER}</span>
    </Link>
  );
}
