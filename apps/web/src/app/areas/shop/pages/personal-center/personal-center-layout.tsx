import type { ReactNode } from 'react';
import { Menu } from 'antd';
import {
  AuditOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  BellOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  LockOutlined,
  MobileOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { useAccountKind, useIsApprover, type AccountKind } from '@/features/auth/model/account-kind';

/**
 * The personal-center menu (the routes' titles, as the product spec names the pages), in route order. `for`
 * limits an entry to some kinds of account, as the route's `roles` do (a test keeps them equal): a vendor has
 * no inquiries or comparison list of its own, and quotes; an operator has neither orders nor refunds, only
 * its account.
 */
export const PERSONAL_CENTER_MENU: {
  path: string;
  label: string;
  icon: ReactNode;
  for?: readonly AccountKind[];
  /** Shown to purchasing managers (APPROVER) only. */
  approver?: true;
}[] = [
  { path: '/shop/person/order', label: '我的订单', icon: <ProfileOutlined />, for: ['buyer', 'vendor'] },
  { path: '/shop/person/inquire', label: '我的询价', icon: <FileSearchOutlined />, for: ['buyer'] },
  { path: '/shop/person/quote', label: '报价管理', icon: <SolutionOutlined />, for: ['vendor'] },
  { path: '/shop/person/bid', label: '我的竞价', icon: <TrophyOutlined />, for: ['buyer', 'vendor'] },
  { path: '/shop/person/plan', label: '采购计划', icon: <CalendarOutlined />, for: ['buyer'] },
  { path: '/shop/person/synergy', label: '协同采购', icon: <TeamOutlined />, for: ['buyer'] },
  {
    path: '/shop/person/approval',
    label: '审批',
    icon: <CheckSquareOutlined />,
    for: ['buyer'],
    approver: true,
  },
  {
    path: '/shop/person/approval/rule',
    label: '审批规则',
    icon: <SettingOutlined />,
    for: ['buyer'],
    approver: true,
  },
  { path: '/shop/person/compare', label: '核价单', icon: <AuditOutlined />, for: ['buyer'] },
  { path: '/shop/person/refund', label: '退款/售后', icon: <RollbackOutlined />, for: ['buyer', 'vendor'] },
  { path: '/shop/person/message', label: '消息中心', icon: <BellOutlined /> },
  { path: '/shop/person/update/password', label: '修改密码', icon: <LockOutlined /> },
  { path: '/shop/person/update/phone', label: '修改手机号', icon: <MobileOutlined /> },
  { path: '/shop/person/update/invoice', label: '发票抬头', icon: <FileTextOutlined />, for: ['buyer'] },
  { path: '/shop/person/address', label: '收货地址', icon: <EnvironmentOutlined />, for: ['buyer'] },
];

/** The menu of an account kind (`true`: a vendor, `false`: a buyer). */
export function personalCenterMenuFor(kind: AccountKind | boolean): typeof PERSONAL_CENTER_MENU {
  const k: AccountKind = typeof kind === 'boolean' ? (kind ? 'vendor' : 'buyer') : kind;
  return PERSONAL_CENTER_MENU.filter((m) => !m.for || m.for.includes(k));
}

/**
 * The entry to mark for a path: its own, or the one above a detail route (person/order/{id} marks
 * 我的订单, person/refund/{id} marks 退款/售后).
 */
export function selectedPersonalCenterMenuPath(
  menu: readonly { path: string }[],
  pathname: string,
): string | null {
  const path = pathname.replace(/\/+$/, '');
  return menu.find((m) => path === m.path || path.startsWith(`${m.path}/`))?.path ?? null;
}

/** /shop/person: left menu + the selected page. */
export default function PersonalCenterLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useDesktopSession();
  const kind = useAccountKind();
  const approver = useIsApprover();
  const menu = personalCenterMenuFor(kind ?? Boolean(user?.isVendor)).filter((m) => !m.approver || approver);
  const selected = selectedPersonalCenterMenuPath(menu, pathname);
  return (
    <div className="shop-personal-center">
      <aside className="shop-personal-center__menu">
        <div className="shop-personal-center__title">个人中心</div>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={menu.map((m) => ({ key: m.path, label: m.label, icon: m.icon }))}
          onClick={({ key }) => navigate(key)}
        />
      </aside>
      <div className="shop-personal-center__body">
        <Outlet />
      </div>
    </div>
  );
}
