import { Link } from 'react-router';
import { SEARCH_PLACEHOLDER } from '@/ui/mobile/first-screen';
import { SearchIcon } from '@/ui/mobile/icons';

export { SEARCH_PLACEHOLDER } from '@/ui/mobile/first-screen';

/** The tappable search box of a mobile home page: opens the area's search screen (no kit, first paint). */
export function SearchEntry({ to }: { to: string }) {
  return (
    <Link to={to} className="pm-search-entry">
      <SearchIcon />
      <span>{SEARCH_PLACEHOLDER}</span>
    </Link>
  );
}
