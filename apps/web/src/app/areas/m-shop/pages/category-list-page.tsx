import { useState } from 'react';
import { NavBar, SideBar } from 'antd-mobile';
import { Link } from 'react-router';
import { RightIcon } from '@/ui/mobile/icons';
import { CATEGORY_ENTRIES } from '@/features/goods/mobile/category-entries';
import { EmptyState } from '@/ui/mobile/empty-state';
import { itemListHref } from '../links';

/** /m-shop/category/list: main categories on the left; the category tree itself comes with the catalogue. */
export default function MShopCategoryListPage() {
  const [active, setActive] = useState(CATEGORY_ENTRIES[0]?.name ?? '');
  return (
    <>
      <NavBar className="pm-nav-bar" backIcon={false}>
        分类
      </NavBar>
      <div className="ms-cat">
        <SideBar activeKey={active} onChange={setActive}>
          {CATEGORY_ENTRIES.map((c) => (
            <SideBar.Item key={c.name} title={c.name} />
          ))}
        </SideBar>
        <div className="ms-cat__main">
          <Link className="ms-cat__banner" to={itemListHref(active)}>
            <span>查看“{active}”全部商品</span>
            <RightIcon />
          </Link>
          <EmptyState title="暂无子分类" description={`“${active}”下还没有细分类目`} />
        </div>
      </div>
    </>
  );
}
