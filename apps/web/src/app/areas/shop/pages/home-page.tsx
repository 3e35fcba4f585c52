import { Link, useLocation, useNavigate } from 'react-router';
import { useCatalogTree } from '@/features/goods/api/catalog-tree';
import { PlainEmpty } from '@/ui/desktop/plain-empty';
import { displayName, useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { listPathFor } from '@/features/goods/model/keyword';
import { loginPathFor, navigateTo } from '@/lib/login-flow';

const QUICK = [
  { to: '/shop/person/order', label: '我的订单', glyph: '单' },
  { to: '/shop/cart', label: '购物车', glyph: '车' },
  { to: '/shop/person/inquire', label: '我的询价', glyph: '询' },
  { to: '/shop/person/compare', label: '核价单', glyph: '核' },
  { to: '/shop/bid', label: '竞价大厅', glyph: '竞' },
  { to: '/shop/batch/purchase', label: '批量采购', glyph: '批' },
];

function CatalogSidebar() {
  const { data, isPending, isError } = useCatalogTree();
  return (
    <aside className="shop-home__catalog" aria-label="商品分类" aria-busy={isPending}>
      {isPending ? (
        <ul className="shop-home__catalog-skeleton" aria-hidden="true">
          {Array.from({ length: 9 }, (_, i) => (
            <li key={i} />
          ))}
        </ul>
      ) : isError || !data || data.length === 0 ? (
        <PlainEmpty description={isError ? '商品分类加载失败，请稍后刷新' : '暂无商品分类'} />
      ) : (
        data.slice(0, 12).map((c) => (
          <Link
            key={c.id}
            className="shop-home__catalog-item"
            to={`/shop/list?catalog=${encodeURIComponent(c.name)}`}
            title={c.name}
          >
            {c.name}
          </Link>
        ))
      )}
    </aside>
  );
}

function UserCard() {
  const { signedIn, user } = useDesktopSession();
  const location = useLocation();
  return (
    <div className="shop-home__user">
      <div className="shop-home__avatar" aria-hidden="true">
        {signedIn ? (displayName(user) || '采').slice(0, 1) : '固'}
      </div>
      {signedIn ? (
        <>
          <p>您好，{displayName(user) || '采购用户'}</p>
          {user?.organizationName && <small>{user.organizationName}</small>}
          <Link className="pm-btn pm-btn--primary pm-btn--block" to="/shop/person/order">
            进入个人中心
          </Link>
        </>
      ) : (
        <>
          <p>您好，欢迎来到固买商城</p>
          <button
            type="button"
            className="pm-btn pm-btn--primary pm-btn--block"
            onClick={() => navigateTo(loginPathFor(`#${location.pathname}`))}
          >
            登录
          </button>
        </>
      )}
    </div>
  );
}

/** /shop: the market home — categories, search entry, the buyer's shortcuts and the goods floors. */
export default function ShopHomePage() {
  const navigate = useNavigate();
  return (
    <div className="shop-home">
      <section className="shop-home__top">
        <CatalogSidebar />
        <div className="shop-home__banner">
          <h2>工业品一站式采购</h2>
          <p>搜索、比价、询价、竞价，企业采购全流程在线完成</p>
          <div className="shop-home__banner-actions">
            <button type="button" className="pm-btn pm-btn--large" onClick={() => navigate(listPathFor(''))}>
              浏览全部商品
            </button>
            <button
              type="button"
              className="pm-btn pm-btn--large pm-btn--ghost"
              onClick={() => navigate('/shop/bid')}
            >
              进入竞价大厅
            </button>
          </div>
        </div>
        <div className="shop-home__side">
          <UserCard />
          <nav className="shop-home__quick" aria-label="常用功能">
            {QUICK.map((q) => (
              <Link key={q.to} to={q.to}>
                <span className="shop-home__glyph" aria-hidden="true">
                  {q.glyph}
                </span>
                {q.label}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <section className="shop-floor">
        <header className="shop-floor__head">
          <h2>精选商品</h2>
          <span>按分类为您推荐的常购商品</span>
        </header>
        <PlainEmpty description="暂无推荐商品，试试搜索您需要的商品">
          <button type="button" className="pm-btn pm-btn--primary" onClick={() => navigate(listPathFor(''))}>
            去逛逛
          </button>
        </PlainEmpty>
      </section>
    </div>
  );
}
