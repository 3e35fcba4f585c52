import { Button, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { loginPathFor, navigateTo, signOutPathFor } from '@/lib/login-flow';
import { displayName, useDesktopSession } from './use-desktop-session';

/** 登录 for a visitor; the user's name and 退出 when signed in. */
export function UserLinks({ dark = false }: { dark?: boolean }) {
  const { signedIn, user } = useDesktopSession();
  const location = useLocation();
  const hash = `#${location.pathname}${location.search}`;
  const cls = dark ? 'pm-user-links pm-user-links--dark' : 'pm-user-links';
  if (!signedIn) {
    return (
      <Space size={4} className={cls}>
        <span>您好，欢迎来到固买商城</span>
        <Button type="link" size="small" onClick={() => navigateTo(loginPathFor(hash))}>
          登录
        </Button>
      </Space>
    );
  }
  return (
    <Space size={4} className={cls}>
      <UserOutlined />
      <span className="pm-user-links__name" title={user?.organizationName}>
        {displayName(user) || '已登录'}
      </span>
      <Button type="link" size="small" onClick={() => navigateTo(signOutPathFor(hash))}>
        退出
      </Button>
    </Space>
  );
}
