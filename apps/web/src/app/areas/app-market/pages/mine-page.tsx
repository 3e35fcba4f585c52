import { Button, List } from 'antd-mobile';
import {
  FileIcon,
  ListIcon,
  LocationIcon,
  LockIcon,
  QuestionIcon,
  ShieldIcon,
  TeamIcon,
  UserIcon,
} from '@/ui/mobile/icons';
import { useNavigate } from 'react-router';
import { storedSessionUser, logout } from '@/features/auth/model/session';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { useOpenRefundCount } from '@/features/refund/mobile/open-refund-count';
import { OrderEntries } from '@/features/order/mobile/order-entries';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { TitleBar } from '@/ui/mobile/title-bar';
import '@/ui/mobile/mobile-parts.css';
import { afterLogoutPath } from '../links';
import {
  APP_MARKET_ADDRESS_PATH,
  APP_MARKET_INVOICE_PATH,
  APP_MARKET_REFUND_LIST_PATH,
  orderListHref,
} from '../buyer-links';
import { appMarketHref } from '../paths';

/** 我的订单 with the counts, and the open after-sales applications on 退款/售后 (inside the query root). */
function BuyerOrders() {
  const openRefunds = useOpenRefundCount(true);
  return (
    <OrderEntries
      orderListHref={orderListHref}
      refundListHref={APP_MARKET_REFUND_LIST_PATH}
      refundCount={openRefunds}
    />
  );
}

/**
 * /app-market/mine: the signed-in user, orders by status (counts), procurement shortcuts, addresses,
 * invoice titles, after-sales and 退出登录. A supplier's account sees no buyer entries.
 */
export default function AppMarketMinePage() {
  const navigate = useNavigate();
  const user = storedSessionUser();
  // Only a buyer has orders, addresses and after-sales here (a supplier's or an operator's calls would
  // be refused); until the kind is known nothing of a buyer's shows.
  const buyer = useAccountKind() === 'buyer';
  const onLogout = async () => {
    await logout();
    const target = afterLogoutPath(window.location.hash);
    if (target) navigate(target, { replace: true });
  };
  return (
    <MobileQueryRoot>
      <TitleBar title="我的" />
      <header className="am-user">
        <span className="am-user__avatar">
          <UserIcon />
        </span>
        <div>
          <div className="am-user__name">{user ? user.fullname || user.username : '已登录用户'}</div>
          {user && (
            <>
              <div className="am-user__meta">账号：{user.username}</div>
              <div className="am-user__meta">
                {[user.organizationName, user.departmentName].filter(Boolean).join(' · ')}
              </div>
            </>
          )}
        </div>
      </header>
      {buyer && <BuyerOrders />}
      <section className="pm-section">
        <List>
          <List.Item prefix={<ListIcon />} onClick={() => navigate(appMarketHref('planList'))}>
            采购计划
          </List.Item>
          <List.Item prefix={<TeamIcon />} onClick={() => navigate(appMarketHref('purchasingList'))}>
            协同采购单
          </List.Item>
        </List>
      </section>
      {buyer && (
        <section className="pm-section">
          <List>
            <List.Item prefix={<LocationIcon />} onClick={() => navigate(APP_MARKET_ADDRESS_PATH)}>
              地址管理
            </List.Item>
            <List.Item prefix={<FileIcon />} onClick={() => navigate(APP_MARKET_INVOICE_PATH)}>
              发票抬头
            </List.Item>
            <List.Item prefix={<ShieldIcon />} onClick={() => navigate(APP_MARKET_REFUND_LIST_PATH)}>
              退款/售后
            </List.Item>
          </List>
        </section>
      )}
      <section className="pm-section">
        <List>
          <List.Item prefix={<QuestionIcon />} onClick={() => navigate('/help/index')}>
            帮助中心
          </List.Item>
          <List.Item prefix={<LockIcon />} onClick={() => navigate(appMarketHref('privacyPolicy'))}>
            隐私政策
          </List.Item>
        </List>
      </section>
      <div className="am-logout">
        <Button block color="danger" className="pm-go-outline" fill="outline" onClick={onLogout}>
          退出登录
        </Button>
      </div>
    </MobileQueryRoot>
  );
}
