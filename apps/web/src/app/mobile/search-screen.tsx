import { useSearchParams } from 'react-router';
import type { GoodsLinks } from '@/features/goods/mobile/links';
import { SearchPanel } from '@/features/goods/mobile/search-panel';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { useSignedIn } from './session';

function Search({ links, onBack }: { links: GoodsLinks; onBack?: () => void }) {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  return (
    <SearchPanel links={links} signedIn={signedIn} initialKeyword={params.get('k') ?? ''} onBack={onBack} />
  );
}

/** The search screen of both mobile areas (history, hot searches, suggestions); ?k= fills the box. */
export function SearchScreen(props: { links: GoodsLinks; onBack?: () => void }) {
  return (
    <MobileQueryRoot>
      <Search {...props} />
    </MobileQueryRoot>
  );
}
