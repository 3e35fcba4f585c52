import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { CATEGORY_ENTRIES } from '@/features/goods/mobile/category-entries';
import { goodsListHref } from '../links';

/** /app-market/category: the main procurement categories; each opens the goods list of the category. */
export default function AppMarketCategoryPage() {
  const navigate = useNavigate();
  return (
    <section className="pm-section">
      <List header="商品分类">
        {CATEGORY_ENTRIES.map((c) => (
          <List.Item
            key={c.name}
            prefix={
              <span style={{ color: c.color, fontSize: 20, display: 'flex' }}>
                <c.Icon />
              </span>
            }
            onClick={() => navigate(goodsListHref(c.name))}
          >
            {c.name}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
