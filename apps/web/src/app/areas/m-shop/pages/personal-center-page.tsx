import { Button, List } from 'antd-mobile';
import { FileIcon, LocationIcon, QuestionIcon, ShieldIcon, CartIcon, UserIcon } from '@/ui/mobile/icons';
import { useNavigate } from 'react-router';
import { storedSessionUser, logout } from '@/features/auth/model/session';
import { useAccountKind, useIsApprover } from '@/features/auth/model/account-kind';
import { useOpenRefundCount } from '@/features/refund/mobile/open-refund-count';
import { OrderEntries } from '@/features/order/mobile/order-entries';
import { NoticeBellIcon, NoticeUnreadBadge } from '@/features/notification/mobile/notice-unread-badge';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_LOGIN_PATH, mShopHref } from '../paths';
import {
  M_SHOP_ADDRESS_PATH,
  M_SHOP_CART_PATH,
  M_SHOP_INQUIRY_PATH,
  M_SHOP_INVOICE_PATH,
  M_SHOP_REFUND_LIST_PATH,
  orderListHref,
} from '../buyer-links';

/** 我的订单 with the counts, and the open after-sales applications on 退款/售后 (inside the query root). */
function BuyerOrders() {
  const openRefunds = useOpenRefundCount(true);
  return (
    <OrderEntries
      className="ms-orders-card"
      orderListHref={orderListHref}
      refundListHref={M_SHOP_REFUND_LIST_PATH}
      refundCount={openRefunds}
    />
  );
}

/**
 * /m-shop/personal-center: the signed-in user, orders by status (counts), addresses, invoice titles,
 * after-sales and sign-out. A supplier's account sees no buyer entries.
 */
export default function MShopPersonalCenterPage() {
  const navigate = useNavigate();
  const user = storedSessionUser();
  // Only a buyer has orders, addresses and after-sales here (a supplier's or an operator's calls would
  // be refused); until the kind is known nothing of a buyer's shows.
  const buyer = useAccountKind() === 'buyer';
  const approver = useIsApprover();
  const onLogout = async () => {
    await logout();
    navigate(M_SHOP_LOGIN_PATH, { replace: true });
  };
  return (
    <MobileQueryRoot>
      <header className="ms-user">
        <span className="ms-user__avatar">
          <UserIcon />
        </span>
        <div>
          <div className="ms-user__name">{user ? user.fullname || user.username : '已登录用户'}</div>
          {user && (
            <div className="ms-user__org">
              {user.organizationName || '尚未加入采购单位'}
              {user.cellphone ? ` · ${user.cellphone}` : ''}
            </div>
          )}
        </div>
      </header>
      {buyer && <BuyerOrders />}
      <section className="pm-section">
        <List>
          <List.Item
            prefix={<NoticeBellIcon />}
            extra={<NoticeUnreadBadge />}
            onClick={() => navigate(mShopHref('messages'))}
          >
            消息中心
          </List.Item>
          {approver && (
            <List.Item prefix={<ShieldIcon />} onClick={() => navigate(mShopHref('approval'))}>
              审批
            </List.Item>
          )}
          {approver && (
            <List.Item prefix={<FileIcon />} onClick={() => navigate(mShopHref('approvalRule'))}>
              审批规则
            </List.Item>
          )}
          {buyer && (
            <>
              <List.Item prefix={<LocationIcon />} onClick={() => navigate(M_SHOP_ADDRESS_PATH)}>
                收货地址
              </List.Item>
              <List.Item prefix={<FileIcon />} onClick={() => navigate(M_SHOP_INVOICE_PATH)}>
                发票抬头
              </List.Item>
              <List.Item prefix={<ShieldIcon />} onClick={() => navigate(M_SHOP_REFUND_LIST_PATH)}>
                退款/售后
              </List.Item>
              <List.Item prefix={<FileIcon />} onClick={() => navigate(M_SHOP_INQUIRY_PATH)}>
                我的询价
              </List.Item>
            </>
          )}
          {buyer && (
            <List.Item prefix={<CartIcon />} onClick={() => navigate(M_SHOP_CART_PATH)}>
              我的购物车
            </List.Item>
          )}
          <List.Item prefix={<QuestionIcon />} onClick={() => navigate('/help/index')}>
            帮助中心
          </List.Item>
        </List>
      </section>
      <div className="ms-logout">
        <Button block shape="rounded" onClick={onLogout}>
          退出登录
        </Button>
      </div>
    </MobileQueryRoot>
  );
}
