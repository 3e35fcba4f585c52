import { useLocation, useNavigate } from 'react-router';
import { SearchScreen } from '@/app/mobile/search-screen';
import { M_SHOP_LINKS } from '../goods-links';
import { M_SHOP_HOME_PATH } from '../paths';

/** /m-shop/search: history (this browser and the server's), hot searches, suggestions with pinyin. */
export default function MShopSearchPage() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <SearchScreen
      links={M_SHOP_LINKS}
      onBack={() => (key === 'default' ? navigate(M_SHOP_HOME_PATH, { replace: true }) : navigate(-1))}
    />
  );
}
