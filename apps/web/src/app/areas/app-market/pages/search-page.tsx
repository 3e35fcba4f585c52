import type { CSSProperties } from 'react';
import { SearchScreen } from '@/app/mobile/search-screen';
import { APP_MARKET_LINKS } from '../goods-links';

/** Below the shell's navigation bar (45 px), no tab bar. */
const PLACE = { '--mg-search-top': '45px', '--mg-search-height': 'calc(100dvh - 45px)' } as CSSProperties;

/** /app-market/search: history, hot searches, suggestions with pinyin; results on the goods list. */
export default function AppMarketSearchPage() {
  return (
    <div style={PLACE}>
      <SearchScreen links={APP_MARKET_LINKS} />
    </div>
  );
}
