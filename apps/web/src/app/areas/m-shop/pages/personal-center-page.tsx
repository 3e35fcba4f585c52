import { Button, List } from 'antd-mobile';
import { CheckCircleIcon, ClockIcon, ListIcon, TruckIcon, UserIcon } from '@/ui/mobile/icons';
import { Link, useNavigate } from 'react-router';
import { storedSessionUser, logout } from '@/features/auth/model/session';
import { M_SHOP_LOGIN_PATH } from '../paths';
import { orderListHref } from '../order-tabs';

const ORDER_ENTRIES = [
  { state: 'all', title: '全部订单', icon: <ListIcon /> },
  { state: 'PACKAGING', title: '待发货', icon: <ClockIcon /> },
  { state: 'DELIVERED', title: '待收货', icon: <TruckIcon /> },
  { state: 'DONE', title: '已完成', icon: <CheckCircleIcon /> },
];

/** /m-shop/personal-center: the signed-in user, order shortcuts and sign-out. */
export default function MShopPersonalCenterPage() {
  const navigate = useNavigate();
  const user = storedSessionUser();
  const onLogout = async () => {
    await logout();
    navigate(M_SHOP_LOGIN_PATH, { replace: true });
  };
  return (
    <div>
      <header className="ms-user">
        <span className="ms-user__avatar">
          <UserIcon />
        </span>
        <div>
          <div className="ms-user__name">{user ? user.fullname || user.username : '已登录用户'}</div>
          {user && (
            <div className="ms-user__org">
              {user.organizationName}
              {user.cellphone ? ` · ${user.cellphone}` : ''}
            </div>
          )}
        </div>
      </header>
      <section className="pm-section ms-orders-card">
        <h2 className="pm-section__title">
          我的订单
          <Link className="pm-section__more" to={orderListHref('all')}>
            查看全部
          </Link>
        </h2>
        <nav className="ms-order-entries">
          {ORDER_ENTRIES.map((e) => (
            <Link key={e.state} to={orderListHref(e.state)}>
              {e.icon}
              <span>{e.title}</span>
            </Link>
          ))}
        </nav>
      </section>
      <section className="pm-section">
        <List>
          <List.Item onClick={() => navigate('/m-shop/shopping-cart/list')}>我的购物车</List.Item>
          <List.Item onClick={() => navigate('/help/index')}>帮助中心</List.Item>
        </List>
      </section>
      <div className="ms-logout">
        <Button block shape="rounded" onClick={onLogout}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
