import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { GoodsResults } from '@/features/goods/mobile/goods-results';
import type { GoodsLinks } from '@/features/goods/mobile/links';
import {
  mobileFilterSearch,
  parseMobileFilter,
  type MobileListFilter,
} from '@/features/goods/model/mobile-list';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { useDeliveryArea } from './delivery-area';

interface ListProps {
  links: GoodsLinks;
  /** The category page's path id (its category stays in the path, not in the query). */
  catalogId?: string;
  heading?: (filter: MobileListFilter) => ReactNode;
}

function ListScreen({ links, catalogId, heading }: ListProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { divisionCode } = useDeliveryArea();
  const filter = parseMobileFilter(params, catalogId);
  return (
    <GoodsResults
      filter={filter}
      divisionCode={divisionCode}
      links={links}
      heading={heading?.(filter)}
      // a change of filters replaces the entry: back leaves the list instead of undoing each filter
      onChange={(f) =>
        navigate(`${pathname}${mobileFilterSearch(f, catalogId === undefined)}`, { replace: true })
      }
    />
  );
}

/** A goods list of both mobile areas whose filters live in the address (?k=, cid, catalog, brand, pmin, pmax, stock, sort). */
export function GoodsListScreen(props: ListProps) {
  return (
    <MobileQueryRoot>
      <ListScreen {...props} />
    </MobileQueryRoot>
  );
}
