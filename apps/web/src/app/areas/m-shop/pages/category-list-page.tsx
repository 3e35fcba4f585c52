import { useState } from 'react';
import { SideBar } from 'antd-mobile';
import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import { CATEGORY_ENTRIES } from '@/features/goods/mobile/category-entries';
import { EmptyState } from '@/features/layout/mobile/empty-state';
import { itemListHref } from '../links';

/** /m-shop/category/list: main categories on the left; the category tree itself comes with the catalogue. */
export default function MShopCategoryListPage() {
  const [active, setActive] = useState(CATEGORY_ENTRIES[0]?.name ?? '');
  return (
    <div className="ms-cat">
      <SideBar activeKey={active} onChange={setActive}>
        {CATEGORY_ENTRIES.map((c) => (
          <SideBar.Item key={c.name} title={c.name} />
        ))}
      </SideBar>
      <div className="ms-cat__main">
        <Link className="ms-cat__banner" to={itemListHref(active)}>
          <span>查看“{active}”全部商品</span>
          <RightOutline />
        </Link>
        <EmptyState title="暂无子分类" description={`“${active}”下还没有细分类目`} />
      </div>
    </div>
  );
}
